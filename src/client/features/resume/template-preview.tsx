import type { CSSProperties, ReactNode } from 'react';
import type { ResumeBlock } from '../../../shared/resume/layout/resume-blocks';
import type { ResumeDesign } from '../../../shared/resume/layout/resume-design';
import { type BlockStyle, resolveResumeStyle } from '../../../shared/resume/layout/resume-style';
import './resume-fonts';

type TemplatePreviewProps = { blocks: ResumeBlock[]; design: ResumeDesign; label: string };

/** The font's own single spacing (ascent + descent + gap) of the four faces, near enough. */
const FONT_LINE = 1.22;

/**
 * The document as its Word and PDF files lay it out, drawn from the same layout description:
 * the same blocks in the same order, sizes and spaces in points, the same faces and colours.
 */
export function TemplatePreview({ blocks, design, label }: TemplatePreviewProps) {
  const style = resolveResumeStyle(design);
  const text = (look: BlockStyle): CSSProperties => ({
    fontSize: `${look.size}pt`,
    fontWeight: look.bold ? 700 : 400,
    color: `#${look.color}`,
    textAlign: look.align,
    marginTop: `${look.before}pt`,
    marginBottom: `${look.after}pt`,
    lineHeight: FONT_LINE * look.lineHeight,
  });
  const rule = style.headingRule;
  const children: ReactNode[] = [];
  let bullets: string[] = [];
  const flush = () => {
    if (bullets.length === 0) return;
    const look = style.blocks.bullet;
    children.push(
      <ul
        key={`list-${children.length}`}
        style={{
          ...text(look),
          marginTop: 0,
          marginBottom: 0,
          paddingLeft: `${style.bulletIndent}pt`,
          listStyle: 'disc',
        }}
      >
        {bullets.map((bullet, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a bullet's place is its identity in a read-only preview
          <li key={index} style={{ marginBottom: `${look.after}pt` }}>
            {bullet}
          </li>
        ))}
      </ul>,
    );
    bullets = [];
  };
  blocks.forEach((block, index) => {
    if (block.kind === 'bullet') {
      bullets.push(block.text);
      return;
    }
    flush();
    const look = style.blocks[block.kind];
    const content = block.kind === 'contact' ? block.parts.join(style.contactSeparator) : block.text;
    const heading = block.kind === 'heading' && rule;
    children.push(
      block.kind === 'name' ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id; their order is the document
        <h3 key={index} style={text(look)}>
          {content}
        </h3>
      ) : block.kind === 'heading' ? (
        <h4
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id; their order is the document
          key={index}
          style={{
            ...text(look),
            ...(heading
              ? { borderBottom: `${rule.width}pt solid #${rule.color}`, paddingBottom: `${rule.gap}pt` }
              : {}),
          }}
        >
          {content}
        </h4>
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id; their order is the document
        <p key={index} style={text(look)}>
          {content}
        </p>
      ),
    );
  });
  flush();
  return (
    <div className="overflow-x-auto rounded-lg bg-slate-200 p-4 dark:bg-slate-800">
      <div
        role="document"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the preview scrolls inside its dialog, and keyboard users must reach it (axe scrollable-region-focusable)
        tabIndex={0}
        className="mx-auto bg-white shadow-md"
        style={{
          width: `${style.page.width}pt`,
          minHeight: `${style.page.height}pt`,
          padding: `${style.page.margin}pt`,
          fontFamily: style.font.css,
        }}
      >
        {children}
      </div>
    </div>
  );
}
