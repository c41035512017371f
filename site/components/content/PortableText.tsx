// Renders the Portable Text of the schema's blockContent: paragraphs, h2/h3, lists, bold, italics, links.
import * as React from 'react';
import { Link } from 'gatsby';
import StaticContent from '../StaticContent';
import type { BlockContent } from '../../../content/sanity.types';

type Block = BlockContent[number];
type Span = NonNullable<Block['children']>[number];

function SpanText({ span, block }: { span: Span; block: Block }) {
  let node: React.ReactNode = span.text ?? '';
  for (const mark of span.marks ?? []) {
    if (mark === 'strong') node = <strong>{node}</strong>;
    else if (mark === 'em') node = <em>{node}</em>;
    else {
      const href = block.markDefs?.find((def) => def._key === mark)?.href;
      if (href?.startsWith('/')) node = <Link to={href}>{node}</Link>;
      else if (href) node = <a href={href}>{node}</a>;
    }
  }
  return <>{node}</>;
}

function Inline({ block }: { block: Block }) {
  return (
    <>
      {(block.children ?? []).map((span) => (
        <SpanText key={span._key} span={span} block={block} />
      ))}
    </>
  );
}

function BlockElement({ block, baseLevel }: { block: Block; baseLevel: 2 | 3 }) {
  const inline = <Inline block={block} />;
  if (block.style === 'h2') return baseLevel === 2 ? <h2>{inline}</h2> : <h3>{inline}</h3>;
  if (block.style === 'h3') return baseLevel === 2 ? <h3>{inline}</h3> : <h4>{inline}</h4>;
  return <p>{inline}</p>;
}

/** Groups consecutive list items into one <ul>/<ol>, the way Portable Text stores them flat. */
function group(blocks: BlockContent): (Block | Block[])[] {
  const out: (Block | Block[])[] = [];
  for (const block of blocks) {
    const last = out[out.length - 1];
    if (block.listItem && Array.isArray(last) && last[0]?.listItem === block.listItem)
      last.push(block);
    else out.push(block.listItem ? [block] : block);
  }
  return out;
}

/** `baseLevel` 3 shifts headings down when the text sits inside a section with its own h2. */
export function PortableText({ value, baseLevel = 2 }: { value: BlockContent; baseLevel?: 2 | 3 }) {
  return (
    <StaticContent className="prose">
      {group(value).map((item) => {
        if (!Array.isArray(item))
          return <BlockElement key={item._key} block={item} baseLevel={baseLevel} />;
        const List = item[0]?.listItem === 'number' ? 'ol' : 'ul';
        return (
          <List key={item[0]?._key}>
            {item.map((block) => (
              <li key={block._key}>
                <Inline block={block} />
              </li>
            ))}
          </List>
        );
      })}
    </StaticContent>
  );
}
