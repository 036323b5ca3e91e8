import { useState } from 'react';

/** The shop's own type inside the framed content, which has no styles of its own. */
const frameStyle =
  '<style>body{margin:0;font:14px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#212529}img{max-width:100%;height:auto}</style>';

/**
 * HTML the venue wrote (sanitised by the server when saved), shown in a frame that runs no
 * script. The frame shares the page's origin only so that it can be sized to its content.
 */
export function VenueContentFrame(props: { html: string; title: string; testId?: string }) {
  const [height, setHeight] = useState(0);
  return (
    <iframe
      title={props.title}
      data-testid={props.testId}
      sandbox="allow-same-origin"
      srcDoc={`${frameStyle}${props.html}`}
      onLoad={(e) => setHeight(e.currentTarget.contentDocument?.documentElement.scrollHeight ?? 0)}
      style={{ border: 0, width: '100%', maxWidth: 256, height: height || 80, display: 'block' }}
    />
  );
}
