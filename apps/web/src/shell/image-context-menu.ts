/** Spec section 9: the context menu (right click) is disabled on images, by one listener for the whole page. */
let installed = false;

function preventOnImages(event: MouseEvent): void {
  if (event.target instanceof Element && event.target.closest('img')) event.preventDefault();
}

export function installImageContextMenuGuard(target: Document = document): () => void {
  if (installed) return () => {};
  installed = true;
  target.addEventListener('contextmenu', preventOnImages);
  return () => {
    target.removeEventListener('contextmenu', preventOnImages);
    installed = false;
  };
}
