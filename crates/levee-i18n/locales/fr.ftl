# Les mots de levee en français : ceux des règles (passe, contre, surcontre, SA, donneur,
# vulnérable, levées, robre). Les variables s'écrivent { $nom }.

## Toutes les pages
lang-label = Langue
lobby-link = Accueil

## L'accueil
lobby-title = levee
lobby-new-table = Nouvelle table
lobby-game = Jeu
lobby-scoring = Marque
lobby-robots = Des robots aux places libres
lobby-pace = Rythme des robots
pace-steady = posé : une carte toutes les 0,8 s
pace-brisk = vif : 0,4 s
pace-slow = lent : 1,4 s
pace-none = tout de suite
lobby-deals = Donnes
deals-any = toutes les donnes
lobby-name = Votre nom
lobby-create = Créer la table et s'asseoir en Sud
lobby-new-tournament = Nouveau tournoi
lobby-boards = Étuis
lobby-tournament-name = Nom
lobby-tournament-create = Lancer un tournoi
lobby-tournament-hint = chacun joue les mêmes donnes contre les robots ; un seul classement
lobby-th-table = Table
lobby-th-scoring = Marque
lobby-th-board = Étui
lobby-th-seats = Places
lobby-history = Historique des donnes jouées
lobby-sit = S'asseoir en { $seat }
lobby-with-robots = { $what } + robots
scoring-duplicate = Donnes en duplicate
scoring-rubber = Robre
scoring-chicago = Chicago
scoring-minibridge = Donne par donne (table du minibridge)
scoring-game1500 = Partie en 1500
scoring-three-games = Trois manches de 500

## Les places
seat-N = N
seat-E = E
seat-S = S
seat-W = O
vul-None = personne
vul-NS = NS
vul-EW = EO
vul-All = tous

## Les cartes, comme un lecteur d'écran les nomme
card-name = { $rank } de { $suit }
rank-A = as
rank-K = roi
rank-Q = dame
rank-J = valet
rank-T = dix
rank-9 = neuf
rank-8 = huit
rank-7 = sept
rank-6 = six
rank-5 = cinq
rank-4 = quatre
rank-3 = trois
rank-2 = deux
suit-S = pique
suit-H = cœur
suit-D = carreau
suit-C = trèfle

## La table
table-connecting = connexion…
table-disconnected = déconnecté — nouvelle tentative…
table-restarting = le serveur redémarre — reconnexion…
talk-title = À la table
talk-placeholder = Un mot à la table
talk-send = Envoyer
table-leave = Quitter la table
table-tournament = Tournoi { $id } ({ $boards } étuis)
table-status = Table { $table } · étui { $board } · donneur { $dealer } · vulnérable { $vul } · { $scoring }
table-you-are = vous êtes { $seat }
table-watching = en spectateur
table-contract = { $contract } joué par { $declarer }
table-tricks = levées NS { $ns } EO { $ew }
table-cards = { $count } cartes
table-your-call = Votre enchère :
table-tap-hint = Touchez une enchère pour voir ce qu'elle veut dire, touchez-la encore pour la faire.
table-ranking-link = Les { $boards } étuis sont joués : le classement du tournoi
table-next-board = Étui suivant
table-next-deal = Donne suivante
table-waiting = { $next } : on attend { $who }
table-the-others = les autres
table-annul = Montrer les quatre sept : annuler la donne
table-claim-refused = Revendication refusée : { $why }
table-claims = { $seat } revendique { $tricks } des levées restantes
table-accept = Accepter
table-reject = Refuser
table-claim-rest = Revendiquer le reste
table-points-deal = Points de la donne : NS { $ns }  EO { $ew }
table-scores = Marque (NS)
table-score-line = étui { $board } : { $contract }
table-passed-out = passe générale
table-by = par { $seat }
table-tricks-made = { $tricks } levées
table-rubber = Robre
table-we-they = Nous  |  Eux
table-deal = Donne : { $deal }
table-pbn-link = PBN des donnes jouées : { $url }
table-double-dummy = Double mort
table-par = Par : NS { $score } ({ $contracts })
table-analysing = (analyse à double mort…)
call-pass = Passe
call-double = Contre
call-redouble = Surcontre
strain-nt = SA

## Le visionneur de donnes
replay-title = Revoir une donne
replay-open-file = Ouvrir un fichier PBN ou LIN
replay-history = Historique
replay-first = Revenir au début
replay-back = Un pas en arrière
replay-forward = Un pas en avant
replay-last = Aller à la fin
replay-start = avant la première enchère
replay-step = étape { $n } sur { $total }
replay-dealer = donneur { $dealer } · vulnérable { $vul }
replay-dd = double mort : NS { $ns }, EO { $ew } levées en jouant au mieux
replay-lost = { $card } de { $seat } a coûté { $n } levée(s) à { $side }
replay-link = Revoir cette donne

## L'historique des donnes jouées
history-title = Donnes jouées
history-th-contract = Contrat
history-th-score = Marque NS
history-th-record = Fiche
history-replay = revoir
history-page = page { $page } sur { $last }
history-newer = plus récentes
history-older = plus anciennes

## La page d'un tournoi
tournament-title = Tournoi
tournament-join = Jouer les donnes
tournament-play = Jouer (en Sud, des robots aux autres places)
tournament-ranking = Classement
tournament-th-place = Place
tournament-th-player = Joueur
tournament-th-boards = Étuis
tournament-about = { $boards } étuis, les mêmes à toutes les tables ; { $players } joueur(s) pour l'instant.
tournament-your-table = Votre table :
tournament-board = Étui { $board }

## Le jeu plein écran (levee play)
tui-seat-N = Nord
tui-seat-E = Est
tui-seat-S = Sud
tui-seat-W = Ouest
tui-you = vous
tui-dummy = le mort
tui-declarer = déclarant
tui-auction-word = enchères
tui-score = NS { $ns }  EO { $ew }
tui-trick-won = levée { $n } pour { $seat } · { $score }
tui-trick = levée { $n } · { $score }
tui-bid = Enchère :
tui-we-they = Nous { $we }  Eux { $they }
tui-session = séance NS { $total } en { $boards } donnes
tui-auction = Enchères
tui-talk = À la table
tui-your-card = Votre carte : ←/→ pour choisir, Entrée pour la jouer
tui-robots-playing = Les robots jouent…
tui-help-over = Entrée : donne suivante · q : quitter · PgUp/PgDn : faire défiler
tui-help = ←/→ choisir · Entrée · ou tapez : hint robot explain undo claim N quit · PgUp/PgDn
tui-seed = graine { $seed } (levee play --seed { $seed } redonne ces donnes)
tui-title = levee · Étui { $board } · Donneur { $dealer } · Vulnérable : { $vul }
tui-board-line = — Étui { $board }, donneur { $dealer }, vulnérable : { $vul } ; vous êtes { $you }

## Seats in full, ranks as a card's letter
seat-name-N = Nord
seat-name-E = Est
seat-name-S = Sud
seat-name-W = Ouest
rank-letter-A = A
rank-letter-K = R
rank-letter-Q = D
rank-letter-J = V
rank-letter-T = 10

## How a deal ended
result-played = { $contract } joué par { $declarer }, { $tricks } levées : NS { $score }
result-passed-out = passe générale
result-redeal = personne n'a 12 points : le même donneur redonne
result-bataille-ns = la bataille : NS { $ns } levées, EO { $ew } : Nord-Sud gagnent
result-bataille-ew = la bataille : NS { $ns } levées, EO { $ew } : Est-Ouest gagnent
result-belote-made = donne { $deal } : { $contract } par { $declarer } : réussi ({ $side } a fait { $points } points, belote { $belote }) ; NS +{ $ns }  EO +{ $ew }
result-belote-failed = donne { $deal } : { $contract } par { $declarer } : chuté ({ $side } a fait { $points } points, belote { $belote }) ; NS +{ $ns }  EO +{ $ew }
result-belote-cancelled = donne { $deal } : { $seat } montre les quatre sept : la donne est annulée
result-belote-thrown-in = donne { $deal } : quatre passes, la donne est jetée

## What the rules refuse (the Laws of Duplicate Bridge, seeds 003 and 004)
refused-auction-over = Loi 22 : les enchères sont closes ; rien ne suit la dernière passe
refused-call-out-of-turn = Loi 28 : enchère hors tour : c'est à { $expected } de parler, pas à { $seat }
refused-insufficient-bid = Loi 18 : enchère insuffisante : { $bid } doit dépasser la dernière enchère { $last }
refused-double-no-bid = Loi 19A : il n'y a pas d'enchère à contrer
refused-double-own-side = Loi 19A : on ne contre que la dernière enchère, faite par un adversaire ; { $last } est de votre camp
refused-already-doubled = Loi 19A : la dernière enchère { $last } est déjà contrée
refused-redouble-no-double = Loi 19B : il n'y a pas de contre à surcontrer
refused-redouble-opponents = Loi 19B : seul le camp contré peut surcontrer ; { $last } est l'enchère des adversaires
refused-already-redoubled = Loi 19B : la dernière enchère { $last } est déjà surcontrée
refused-belote-range = Bridgeote : on annonce de 80 à 160 de dix en dix, pas { $points }
refused-belote-insufficient = Bridgeote (Loi 18) : { $bid } doit dépasser { $last } : une couleur plus haute au même nombre de points, ou plus de points
refused-belote-jump = Bridgeote : { $bid } serait un +{ $mark } ; on saute au plus de deux crans (+2 ou +3) au-dessus de { $lowest }
refused-belote-contre = Loi 19A : on ne contre que la dernière annonce, faite par un adversaire et pas déjà contrée
refused-belote-surcontre = Loi 19B : on ne surcontre qu'un contre de la dernière annonce de son camp
refused-say-out-of-turn = c'est à { $expected } de parler, pas à { $seat }
refused-say-over = le contrat est fixé : plus rien à dire
refused-say-wrong = { $why } : dites « { $expected } »
refused-say-unreadable = « { $text } » ne se lit pas : dites « Je passe » (P), « J'ouvre » (O), « J'ai N points » (N) ou « Contrat de N levées » (CN)
refused-bataille-no-calls = la bataille n'a pas d'enchères : le volontaire entame
refused-play-over = le jeu de la carte est fini
refused-card-not-held = { $seat } n'a pas { $card }
refused-play-out-of-turn = Loi 57 : carte jouée hors tour : c'est à { $expected } de jouer, pas à { $seat }
refused-dummy-plays = Loi 45B : le déclarant joue les cartes du mort ; { $dummy } est le mort
refused-revoke = Loi 44C : il faut fournir : { $suit } a été entamé et vous en avez
refused-must-overtrump = Bridgeote : il faut monter à l'atout
refused-must-trump = Bridgeote : il faut couper quand le partenaire n'est pas maître
refused-claim-pending = Loi 68 : une revendication attend ; acceptez-la ou refusez-la d'abord
refused-claim-too-many = Loi 68 : il ne reste que { $remaining } levées, impossible d'en revendiquer { $tricks }
refused-claim-dummy = Loi 43 : le mort ne revendique pas
refused-claim-already = une revendication attend déjà
refused-no-claim = Loi 69 : pas de revendication à laquelle répondre pour ce camp
refused-phase-auction = pas maintenant : les enchères sont en cours
refused-phase-play = pas maintenant : on joue la carte
refused-phase-over = pas maintenant : la donne est finie
refused-no-claims = pas de revendication dans ce jeu : toutes les cartes se jouent
refused-may-not-cancel = seul celui qui a les quatre sept peut annuler, avant la fin de la première levée
refused-not-a-call = { $call } n'est pas une enchère de { $game }
refused-no-such-call = cette enchère n'existe pas
refused-not-your-turn = ce n'est pas votre tour : { $why }
refused-turn-of = c'est à { $seat }
refused-seat-taken = la place { $seat } est prise

## Claims answered
claim-rejected = { $seat } refuse la revendication de { $by } ({ $tricks } levées)
claim-rejected-because = { $seat } refuse la revendication de { $by } ({ $tricks } levées) : { $why }
claim-defeated-by = avec { $hands }, le camp qui revendique ne fait que { $tricks } levées
claim-holds = la revendication tient quelle que soit la répartition
claim-defeated = une répartition fait échouer la revendication
refused-talk-too-long = { $max } caractères au plus par message
refused-unknown-call = enchère inconnue « { $text } » : écrivez P (passe), X (contre), XX (surcontre) ou une enchère comme 1C, 3NT, 4S
refused-unknown-card = carte inconnue « { $text } » : écrivez la couleur puis la hauteur, comme SA, H10, DT ou ♣7
refused-unknown-belote-call = annonce de Bridgeote illisible « { $text } » : P, X (contre), XX (surcontre), une annonce comme 80S, 110TA, 120SA, ou CAPOTH
refused-belote-call-range = { $text } : au Bridgeote on annonce de 80 à 160 de dix en dix ; au-delà de 160, seul un capot (CAPOTS, CAPOTTA, CAPOTSA…)

## What the server answers at a table
server-flood-closed = trop de messages : connexion fermée
server-flood-wait = trop de messages : { $max } par seconde au plus, les autres attendent
server-binary = les messages binaires ne sont pas compris : envoyez du texte JSON
server-unreadable = message illisible : { $why }
server-spectator = un spectateur n'agit pas : asseyez-vous d'abord
server-tournament-played = les { $boards } étuis du tournoi sont joués : le classement est à { $url }
server-token-gone = le jeton de votre place n'est plus valable
server-store-failed = le serveur n'a pas pu l'enregistrer, rien n'a changé : réessayez ({ $why })
server-stale = la table a avancé entre-temps : réessayez
server-draining = le serveur redémarre : rien n'a changé, la table se reconnecte
tui-refused = refusé : { $why }

## The line game and the full-screen game's talk
line-bids = { $seat } annonce { $call } — { $meaning }
line-plays = { $seat } joue { $card }
line-plays-dummy = { $seat } joue { $card } (du mort, { $dummy })
line-dummy = le mort ({ $seat }) : { $hand }
line-trick = levée { $n } : { $cards }  -> { $seat }   (NS { $ns } EO { $ew })
line-claims = { $seat } revendique les { $tricks } levées restantes : toutes ses cartes sont maîtresses
line-claim-accepted = revendication acceptée
line-claim-rejected = revendication refusée : on continue
line-dealer = Donneur { $dealer }   Vulnérable : { $vul }
line-result = résultat : { $result }
line-double-dummy = double mort (SA ♠ ♥ ♦ ♣, chacun N E S O) : { $table }
line-par = par : NS { $score } ({ $contracts })
line-lost = levée { $trick }, { $seat } a joué { $card } : { $side } a perdu { $n } levée(s) contre le double mort
line-no-trick-lost = aucune levée perdue contre le double mort, d'un côté ni de l'autre
server-no-undo-in-tournament = rien ne se reprend en tournoi : chaque table joue ses étuis comme ils tombent
table-last-trick = Dernière levée
table-this-trick = Revenir à la levée en cours
table-your-turn = À vous · { $time }
table-undo = Reprendre ma dernière enchère ou carte

## The Bridgeote robots' explanations
belote-surcontre = surcontre : notre camp compte faire environ { $expect } à { $strain }, il en faut { $need }
belote-contre = contre : il leur faut { $need } à { $strain } ; nous comptons prendre environ { $expect } des points
belote-capot = capot à { $strain } : toutes les levées dans la plupart des répartitions
belote-bid = { $bid } (+{ $mark }) : notre camp compte faire environ { $expect } à { $strain } (cette main), il en faut { $need }
belote-bid-with-partner = { $bid } (+{ $mark }) : notre camp compte faire environ { $expect } à { $strain } (cette main et l'annonce du partenaire), il en faut { $need }
belote-pass-short = passe : le mieux est { $strain } à environ { $expect }, en dessous des { $need } qu'il faut pour annoncer plus haut
belote-pass-nothing = passe : rien à annoncer plus haut
belote-pass = passe
say-rule-open = vous avez { $points } points : à partir de 12 on ouvre
say-rule-pass = vous avez { $points } points : avec moins de 12 on passe
say-rule-opener-passes = votre camp a { $side } points : sous 20 l'ouvreur passe
say-rule-points = vous avez { $points } points
say-rule-contract = votre camp a { $side } points : la table de décision donne { $tricks } levées
table-dealer-mark = donneur

## The minibridge game in the terminal and its teacher (seed 003)
mini-deal = Donne { $n }   Donneur { $dealer }   Vous êtes { $you }
mini-hand = votre main : { $hand } ({ $points } points)
mini-abandoned = donne abandonnée
mini-told = { $seat } : { $says }
mini-no-contract = personne n'a 12 points : on redistribue les cartes
mini-contract = contrat : { $tricks } levées ({ $contract }) joué par { $declarer } ; { $leader } entame, { $dummy } est le mort
mini-took = { $declarer } a fait { $made } levées sur { $tricks } : { $side } +{ $points }
mini-session = séance : NS { $ns }  EO { $ew }
mini-bataille = la bataille : pas de contrat, { $leader } entame, le camp qui fait le plus de levées gagne
teacher = professeur : { $words }
teach-redeal = personne n'a 12 points, on redistribue les cartes.
teach-count = à toi. Compte tes points d'honneur (As 4, Roi 3, Dame 2, Valet 1). Avec 12 points ou plus, dis « J'ouvre » (O) ; sinon « Je passe » (P).
teach-say-points = annonce tes points : « J'ai N points » (N suivi du nombre, par exemple N9).
teach-add = ton partenaire a { $partner } points et toi { $mine } : additionne. Avec 20 points ou plus pour ton camp, lis la table de décision ({ $table }) et annonce « Contrat de N levées » (C suivi du nombre, par exemple C9) ; avec moins de 20, « Je passe » (P).
teach-your-turn = à toi de parler.
teach-bravo = bravo.
teach-right = c'est ça.
teach-not-quite = pas tout à fait. { $why }
teach-fix-open = Tu as { $mine } points : avec 12 ou plus, on ouvre. Dis « J'ouvre » (O).
teach-fix-side-pass = Ton camp n'a que { $side } points, moins de 20 : tu passes. Dis « Je passe » (P).
teach-fix-pass = Tu as { $mine } points : il en faut 12 pour ouvrir. Dis « Je passe » (P).
teach-fix-points = Recompte (As 4, Roi 3, Dame 2, Valet 1) : tu as { $n } points. Dis « J'ai { $n } points » (N{ $n }).
teach-fix-contract = Ton camp a { $side } points : la table de décision donne { $tricks } levées. Dis « Contrat de { $tricks } levées » (C{ $tricks }).
teach-side-plan = ton camp a { $points } points : la table dit { $need } levées ; joue d'abord tes levées sûres.
teach-need = il te faut { $need } levées, tu en as { $won }.
teach-defend = pour faire chuter le contrat, ton camp doit faire { $need } levées ; vous en avez { $won }.
teach-lead = tu entames : joue une carte maîtresse si tu en as une, sinon ta couleur la plus longue.
teach-follow = fournis la couleur demandée ; gagne la levée si tu peux, sinon joue ta plus petite carte.
teach-robot = le robot jouerait { $card }.
teach-points = tu as { $mine } points (As 4, Roi 3, Dame 2, Valet 1) ; ton camp en a { $side }.
teach-table = le camp du déclarant a { $points } points : la table de décision dit { $row }.
teach-row = { $low }-{ $high } points → { $tricks } levées
teach-row-none = { $total } < 20 : pas de contrat pour ce camp
teach-you-play = tu joues { $tricks } levées à sans-atout, car ton camp a 20 points ou plus.
teach-partner-plays = ton partenaire joue { $tricks } levées à sans-atout, car ton camp a 20 points ou plus.
teach-they-play = { $seat } joue { $tricks } levées à sans-atout, car leur camp a 20 points ou plus.
line-tricks = levées : NS { $ns }  EO { $ew }   levée { $n }
line-your-lead = (à vous d'entamer)
line-trick-now = levée { $n } : { $cards }
line-play = à jouer : { $hand }
line-play-dummy = à jouer du mort ({ $dummy }) : { $hand }
line-seed = graine { $seed } (--seed { $seed } redonne ces donnes)

## The four-hand diagram and the line game's words
diagram-hand = { $seat } ({ $hcp } H)
diagram-total = NS { $ns } H, EO { $ew } H
diagram-board = Étui { $board }   Donneur { $dealer }   Vulnérable : { $vul }
line-board = Étui { $board }   Donneur { $dealer }   Vulnérable : { $vul }   Vous êtes { $you }
line-help = commandes : une enchère (P, X, XX, 1C..7NT) ou une carte (SA, H10, DT...) ; hint (le choix du robot et pourquoi) ; robot (le robot agit pour vous) ; explain (ce que chaque enchère voulait dire) ; undo (reprendre) ; claim N (réclamer N levées) ; next (après une donne) ; help (aide) ; quit (quitter)
line-auction = enchères : { $calls }
line-no-calls = (aucune)
line-bidding-box = boîte à enchères : { $box }
line-your-hand = votre main : { $hand }
line-your-call = à vous d'annoncer ({ $seat }) : { $hand }
line-next-deal = donne suivante ? (next / quit) >
line-seed-play = graine { $seed } (levee play --seed { $seed } rejoue ces donnes)
show-board = Étui { $board }
show-dealer = Donneur { $dealer }
show-vul = Vulnérable : { $vul }
par-by = par
