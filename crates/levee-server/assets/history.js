// The history page: the server writes its rows (escaped); this puts its words in the reader's
// language.
import { t, loadMessages } from '/assets/i18n.js';

await loadMessages();
const of = document.getElementById('page-of');
if (of) of.textContent = t('history-page', { page: of.dataset.page, last: of.dataset.last });
