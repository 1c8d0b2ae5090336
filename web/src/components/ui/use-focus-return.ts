// Focus for panels that open over the page (cart, garage, dashboard dialogs): it moves into the
// panel when it opens and goes back to what had it (the button that opened it) when it closes,
// so a keyboard or screen-reader user is never left at the top of the page.
import { type RefObject, useLayoutEffect } from 'react'

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])'

export function useFocusReturn(panel: RefObject<HTMLElement | null>) {
  // A layout effect: its clean-up runs before React removes the panel, while the element that
  // opened it is still there to take the focus back.
  useLayoutEffect(() => {
    const opener = document.activeElement
    const box = panel.current
    if (box && !box.contains(document.activeElement))
      (box.querySelector<HTMLElement>(FOCUSABLE) ?? box).focus()
    return () => {
      // A modal dialog makes the rest of the page inert, the opener too: close it first.
      if (box instanceof HTMLDialogElement && box.open) box.close()
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    }
  }, [panel])
}
