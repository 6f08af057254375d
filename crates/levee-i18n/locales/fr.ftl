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
