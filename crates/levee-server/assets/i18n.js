// The page's words in the reader's language: French or English, from the browser's language
// unless the reader chose (remembered in this browser). Messages come from the server's
// Fluent files; a missing one shows its key, never breaks the page.
import { h, fill, callLabel, SUITS, suitText } from '/assets/dom.js';

const KEY = 'levee-lang';
const LANGS = [['fr', 'Français'], ['en', 'English']];

export const lang = (() => {
  const chosen = localStorage.getItem(KEY);
  if (chosen && LANGS.some(([c]) => c === chosen)) return chosen;
  return (navigator.language || 'en').toLowerCase().startsWith('fr') ? 'fr' : 'en';
})();

// The server says its own words (results, refusals, the robots' explanations) in the same
// language: it reads this cookie.
document.cookie = `levee-lang=${lang}; path=/; SameSite=Strict`;

let messages = {};

/** A message with its variables filled in (as text: the caller inserts it as text). */
export function t(key, vars = {}) {
  const m = messages[key];
  if (m === undefined) return key;
  return m.replace(/\{\$(\w+)\}/g, (_, name) => (vars[name] === undefined ? '' : String(vars[name])));
}

/** Loads the language's messages, translates every element marked `data-i18n`, and adds the
 *  language choice to the page. */
export async function loadMessages() {
  try {
    const r = await fetch(`/api/messages/${lang}`);
    if (r.ok) messages = await r.json();
  } catch (_) { /* the page stays in the words it was written in */ }
  document.documentElement.lang = lang;
  for (const el of document.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of document.querySelectorAll('[data-i18n-placeholder]')) el.placeholder = t(el.dataset.i18nPlaceholder);
  for (const el of document.querySelectorAll('[data-i18n-label]')) {
    el.setAttribute('aria-label', t(el.dataset.i18nLabel));
    el.title = t(el.dataset.i18nLabel);
  }
  const pick = h('select', { id: 'lang', 'aria-label': t('lang-label'), onchange: (e) => { localStorage.setItem(KEY, e.target.value); location.reload(); } },
    LANGS.map(([c, name]) => h('option', { value: c, selected: c === lang }, name)));
  const bar = document.getElementById('langbar');
  if (bar) fill(bar, pick);
}

/** A contract or strain as the server writes it (`3NT`), notrump in the reader's words. */
export function said(c) {
  // Suits as symbols: the letters C, D, H, S are English (clubs are « T » in French).
  return String(c).replace(/NT/g, t('strain-nt')).replace(/^(\d)([CDHS])/, (_, l, s) => l + SUITS[s]);
}

/** A call in the reader's words: « Passe », X, XX, or a bid drawn with its suit symbol. */
export function callText(c) {
  if (c === 'P') return t('call-pass');
  if (c === 'X') return t('call-double');
  if (c === 'XX') return t('call-redouble');
  return callLabel(c, t('strain-nt'));
}

/** A par contract as the server writes it (`4♠X by NS -1`, `3NT by N`), in the reader's words. */
export function parWords(c) {
  return said(c)
    .replace(/ by (NS|EW|[NESW])\b/, (_, who) => ` ${t('table-by', { seat: who.length === 2 ? t(`vul-${who}`) : seat(who) })}`);
}

/** A card's name as a screen reader says it: "ace of spades", « as de pique ». */
export function cardName(c) {
  return t('card-name', { rank: t(`rank-${c.slice(1)}`), suit: t(`suit-${c[0]}`) });
}

/** A seat as players of the language write it (West is « O » in French). */
export function seat(s) { return s ? t(`seat-${s}`) : ''; }

/** A card as text in the reader's words: `♠7`, `♥10`. */
export function cardText(c) { return (SUITS[c[0]] || c[0]) + c.slice(1).replace('T', '10'); }

/** The double-dummy table as a grid (strains down, declarers across) and par in a line. */
export function fillDoubleDummy(table, parEl, a) {
  fill(table, h('caption', {}, t('table-double-dummy')), h('tr', {}, h('th'), ['N', 'E', 'S', 'W'].map((s) => h('th', { scope: 'col' }, seat(s)))),
    a.double_dummy.map((r) => h('tr', {}, h('th', { scope: 'row' }, suitText(SUITS[r.strain] || said(r.strain))), r.tricks.map((n) => h('td', {}, String(n))))));
  parEl.textContent = t('table-par', { score: `${a.par.ns > 0 ? '+' : ''}${a.par.ns}`, contracts: a.par.contracts.map(parWords).join(', ') || t('table-passed-out') });
}
