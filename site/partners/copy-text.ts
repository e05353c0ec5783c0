// Copying a snippet for the partner: through the clipboard where the browser allows it, or by selecting it.

/** What copyText did: put the text on the clipboard, or selected it for the visitor to copy with the keyboard. */
export type CopyOutcome = 'copied' | 'selected';

/**
 * Copies `text`. Where the clipboard is missing (a page not served over https:) or refused, selects the text
 * shown in `shown` instead, so that Ctrl+C or ⌘C copies it.
 */
export async function copyText(text: string, shown: HTMLElement): Promise<CopyOutcome> {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    const range = document.createRange();
    range.selectNodeContents(shown);
    const selection = getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    return 'selected';
  }
}
