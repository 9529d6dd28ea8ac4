import { createRoot, type Root } from 'react-dom/client';
import { DetailPanel } from './detail-panel';
import { panelContent } from './panel-contents';
import type { PanelRequest } from './panel-trigger';
import { RESERVED_HEIGHT } from './placement';

let root: Root | null = null;
let open: PanelRequest | null = null;

/** The open card carries `data-open` and its title button `aria-expanded`, as the prerender cannot. */
function markCard(request: PanelRequest | null, isOpen: boolean) {
  if (!request) return;
  request.trigger.toggleAttribute('data-open', isOpen);
  request.trigger.querySelector('h3 button')?.setAttribute('aria-expanded', String(isOpen));
}

function render(next: PanelRequest | null) {
  markCard(open, false);
  open = next;
  markCard(open, true);
  if (!root) {
    const container = document.createElement('div');
    container.dataset.island = 'detail-panel';
    document.body.append(container);
    root = createRoot(container);
  }
  const content = open ? panelContent(open.section, open.index) : null;
  root.render(
    open && content ? (
      <DetailPanel
        key={`${open.section}-${open.index}-${open.x}-${open.y}`}
        selection={open}
        reservedHeight={RESERVED_HEIGHT[open.section]}
        title={content.title}
        onClose={() => render(null)}
      >
        {content.body}
      </DetailPanel>
    ) : null,
  );
}

/**
 * Spec §4: clicking a card opens its panel near the click, clicking the same card again closes
 * it, clicking another switches. One React root for every panel on the page, made on first use.
 */
export function togglePanel(request: PanelRequest): void {
  const isSameCard = open?.section === request.section && open.index === request.index;
  render(isSameCard ? null : request);
}
