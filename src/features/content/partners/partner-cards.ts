/**
 * Turns partner cards over with their button. A turned card shows its back until the button is
 * used again; focus on a back link turns the card too (CSS `:focus-within`).
 */
export function initPartnerCards(root: ParentNode = document): void {
  for (const card of root.querySelectorAll<HTMLElement>('[data-partner-card]')) {
    const button = card.querySelector<HTMLButtonElement>('.partner-card__flip');
    button?.addEventListener('click', () => {
      const flipped = card.classList.toggle('is-flipped');
      button.setAttribute('aria-expanded', String(flipped));
    });
  }
}
