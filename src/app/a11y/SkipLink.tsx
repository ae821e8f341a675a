import type { MouseEvent } from 'react';
import { mainContentId } from './MainContent.tsx';

/**
 * The first stop of the Tab key on every page: jumps past the header to the content. Focus is
 * moved by script so the address bar (the router's URL) keeps no '#konten'.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainContentId);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a href={`#${mainContentId}`} className="skip-link" onClick={skip}>
      Lewati ke konten utama
    </a>
  );
}
