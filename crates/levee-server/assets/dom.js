// Building pages from data without ever reading data as HTML: every string a person or the
// server supplies becomes a text node or an attribute value, never markup.

/** An element: `h('td', {class: 'x', title: t, dataset: {card: c}, onclick: f}, child, ...)`.
 *  Children are nodes, strings (as text), arrays of children, or null (skipped). */
export function h(tag, props, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(props || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === 'class') el.className = v;
    else if (k === 'dataset') Object.assign(el.dataset, v);
    else if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
    else if (k === 'disabled' || k === 'checked' || k === 'selected') el[k] = Boolean(v);
    else el.setAttribute(k, String(v));
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
}

/** Replaces an element's children. */
export function fill(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

export const SUITS = { S: '♠', H: '♥', D: '♦', C: '♣' };

const SVG = 'http://www.w3.org/2000/svg';
function svg(tag, attrs, text) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  if (text !== undefined) el.append(document.createTextNode(text));
  return el;
}

/** A card's face such as `HT`, drawn: the rank and suit in the corner, a large suit in the
 *  middle, red for hearts and diamonds. A picture named `name` for screen readers ("jack of
 *  spades"); a button holding it takes that name. */
export function cardFace(c, name) {
  const suit = SUITS[c[0]] || c[0];
  const rank = c.slice(1).replace('T', '10');
  const red = c[0] === 'H' || c[0] === 'D';
  const face = svg('svg', { viewBox: '0 0 40 56', class: red ? 'face red' : 'face', role: 'img', 'aria-label': name, focusable: 'false' });
  face.append(
    svg('rect', { x: 0.75, y: 0.75, width: 38.5, height: 54.5, rx: 4 }),
    svg('text', { x: 3.5, y: 15, class: 'rank' }, rank),
    svg('text', { x: 4, y: 28, class: 'pip' }, suit),
    svg('text', { x: 24, y: 48, 'text-anchor': 'middle', class: 'big' }, suit),
  );
  return face;
}

/** A call such as `1H`, `P`, `X`; notrump written as the reader's language writes it. */
export function callLabel(c, nt = 'NT') {
  const m = /^(\d)(C|D|H|S|NT)$/.exec(c);
  if (!m) return c === 'P' ? 'Pass' : c;
  return h('span', {}, m[1], h('span', { class: m[2] === 'H' || m[2] === 'D' ? 'red' : null }, SUITS[m[2]] || nt));
}

/** Text with its ♥ and ♦ in red (labels the server writes, such as Bridgeote's `80♥(+1)`). */
export function suitText(t) {
  return String(t).split(/([♥♦])/).filter((x) => x !== '').map((x) => (x === '♥' || x === '♦' ? h('span', { class: 'red' }, x) : x));
}
