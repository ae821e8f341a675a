// What `import IconMoon from '~icons/tabler/moon'` gives: the component scripts/vite-plugin-icons.ts
// compiles at build time, an <svg> taking the element's own props (no ref, no title: every icon is
// decoration beside a name).
declare module '~icons/*' {
  import type { JSX, SVGProps } from 'react';

  const Icon: (props: SVGProps<SVGSVGElement>) => JSX.Element;
  export default Icon;
}
