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

/** A card such as `HT`: the suit symbol (red for hearts and diamonds) and the rank. */
export function cardLabel(c) {
  const s = c[0];
  const r = c.slice(1).replace('T', '10');
  return h('span', { class: s === 'H' || s === 'D' ? 'red' : null }, (SUITS[s] || s) + r);
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
