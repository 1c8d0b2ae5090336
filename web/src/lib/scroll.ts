// Scrolls to a section of the page: smoothly, unless the visitor's system asks for less motion.
export function scrollToSection(id: string) {
  document.getElementById(id)?.scrollIntoView({
    behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
  })
}
