// Development accounts. Never loaded in production (see docs/operations.md: create the first admin).
export interface SeedAccount {
  id: number
  email: string
  password: string
  firstName: string
  lastName: string
  phone: string
  role: 'admin' | 'customer'
  createdAt: string
}

export const accounts: SeedAccount[] = [
  {
    id: 101,
    email: 'admin@shop.test',
    password: 'admin12345',
    firstName: 'Shop',
    lastName: 'Admin',
    phone: '+964 770 123 4567',
    role: 'admin',
    createdAt: '2026-01-05T08:00:00.000Z',
  },
  {
    id: 102,
    email: 'demo@shop.test',
    password: 'demo12345',
    firstName: 'Demo',
    lastName: 'Customer',
    phone: '+964 771 555 0102',
    role: 'customer',
    createdAt: '2026-02-10T10:30:00.000Z',
  },
  {
    id: 103,
    email: 'ali.hassan@example.iq',
    password: 'customer123',
    firstName: 'Ali',
    lastName: 'Hassan',
    phone: '+964 780 222 3344',
    role: 'customer',
    createdAt: '2026-03-02T12:00:00.000Z',
  },
  {
    id: 104,
    email: 'zainab.kareem@example.iq',
    password: 'customer123',
    firstName: 'Zainab',
    lastName: 'Kareem',
    phone: '+964 750 444 5566',
    role: 'customer',
    createdAt: '2026-04-18T09:15:00.000Z',
  },
  {
    id: 105,
    email: 'omar.salim@example.iq',
    password: 'customer123',
    firstName: 'Omar',
    lastName: 'Salim',
    phone: '+964 772 666 7788',
    role: 'customer',
    createdAt: '2026-05-21T16:45:00.000Z',
  },
]
