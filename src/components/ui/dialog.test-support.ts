/**
 * jsdom has no showModal()/close(); component tests of modals use this stand-in, which keeps the
 * `open` attribute as browsers do.
 */
export function supportDialogs(): void {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
