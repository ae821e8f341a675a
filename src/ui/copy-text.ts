import { notifications } from '@mantine/notifications';

export interface CopyTextOptions {
  /**
   * When the browser refuses the clipboard (no permission, a page not served over HTTPS), show the
   * text in a toast to copy by hand: for what is not on screen already, like a share link.
   */
  showTextIfRefused?: boolean;
}

/**
 * Puts a text on the clipboard and confirms with a green toast, as every copy action in the portal
 * does ('URL berhasil disalin!'). The toast only follows a copy that happened; answers whether it did.
 */
export async function copyText(text: string, toast: string, options: CopyTextOptions = {}): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    if (options.showTextIfRefused) notifications.show({ color: 'yellow', message: text });
    return false;
  }
  notifications.show({ color: 'green', message: toast });
  return true;
}
