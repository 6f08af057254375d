# levee's words in English. Variables are written { $name }.

## Every page
lang-label = Language
lobby-link = Lobby

## The lobby
lobby-title = levee
lobby-new-table = New table
lobby-game = Game
lobby-scoring = Scoring
lobby-robots = Robots in empty seats
lobby-pace = Robots' pace
pace-steady = steady: a card every 0.8 s
pace-brisk = brisk: 0.4 s
pace-slow = slow: 1.4 s
pace-none = at once
lobby-deals = Deals
deals-any = any deal
lobby-name = Your name
lobby-create = Create table and sit South
lobby-new-tournament = New tournament
lobby-boards = Boards
lobby-tournament-name = Name
lobby-tournament-create = Start a tournament
lobby-tournament-hint = everyone who joins plays the same boards against robots; one ranking
lobby-th-table = Table
lobby-th-scoring = Scoring
lobby-th-board = Board
lobby-th-seats = Seats
lobby-history = History of finished boards
lobby-sit = Sit { $seat }
lobby-with-robots = { $what } + robots
scoring-duplicate = Duplicate boards
scoring-rubber = Rubber
scoring-chicago = Chicago
scoring-minibridge = Board by board (minibridge table)
scoring-game1500 = Game to 1500
scoring-three-games = Three games of 500

## Seats, as players write them
seat-N = N
seat-E = E
seat-S = S
seat-W = W
vul-None = none
vul-NS = NS
vul-EW = EW
vul-All = all

## Cards, as a screen reader names them
card-name = { $rank } of { $suit }
rank-A = ace
rank-K = king
rank-Q = queen
rank-J = jack
rank-T = ten
rank-9 = nine
rank-8 = eight
rank-7 = seven
rank-6 = six
rank-5 = five
rank-4 = four
rank-3 = three
rank-2 = two
suit-S = spades
suit-H = hearts
suit-D = diamonds
suit-C = clubs

## The table
table-connecting = connecting…
table-disconnected = disconnected — reconnecting…
table-restarting = the server is restarting — reconnecting…
talk-title = Table talk
talk-placeholder = A word to the table
talk-send = Send
table-leave = Leave the table
table-tournament = Tournament { $id } ({ $boards } boards)
table-status = Table { $table } · board { $board } · dealer { $dealer } · vul { $vul } · { $scoring }
table-you-are = you are { $seat }
table-watching = watching
table-contract = { $contract } by { $declarer }
table-tricks = tricks NS { $ns } EW { $ew }
table-cards = { $count } cards
table-your-call = Your call:
table-tap-hint = Tap a call to see what it means, tap it again to make it.
table-ranking-link = All { $boards } boards played: the tournament's ranking
table-next-board = Next board
table-next-deal = Next deal
table-waiting = { $next }: waiting for { $who }
table-the-others = the others
table-annul = Show the four sevens: cancel the deal
table-claim-refused = Claim refused: { $why }
table-claims = { $seat } claims { $tricks } of the remaining tricks
table-accept = Accept
table-reject = Reject
table-claim-rest = Claim the rest
table-points-deal = Points this deal: NS { $ns }  EW { $ew }
table-scores = Scores (NS)
table-score-line = board { $board }: { $contract }
table-passed-out = passed out
table-by = by { $seat }
table-tricks-made = { $tricks } tricks
table-rubber = Rubber
table-we-they = We   |  They
table-deal = Deal: { $deal }
table-pbn-link = PBN of the finished boards: { $url }
table-double-dummy = Double dummy
table-par = Par: NS { $score } ({ $contracts })
table-analysing = (double-dummy analysis…)
call-pass = Pass
call-double = X
call-redouble = XX
strain-nt = NT

## The replay viewer
replay-title = Replay
replay-open-file = Open a PBN or LIN file
replay-history = History
replay-first = Back to the start
replay-back = One step back
replay-forward = One step forward
replay-last = To the end
replay-start = before the first call
replay-step = step { $n } of { $total }
replay-dealer = dealer { $dealer } · vul { $vul }
replay-dd = double dummy: NS { $ns }, EW { $ew } tricks with best play
replay-lost = { $card } by { $seat } cost { $side } { $n } trick(s)
replay-link = Replay this board

## The history of finished boards
history-title = Finished boards
history-th-contract = Contract
history-th-score = NS score
history-th-record = Record
history-replay = replay
history-page = page { $page } of { $last }
history-newer = newer
history-older = older

## A tournament's page
tournament-title = Tournament
tournament-join = Play the boards
tournament-play = Play (South, robots at the other seats)
tournament-ranking = Ranking
tournament-th-place = Place
tournament-th-player = Player
tournament-th-boards = Boards
tournament-about = { $boards } boards, the same at every table; { $players } player(s) so far.
tournament-your-table = Your table:
tournament-board = Board { $board }

## The full-screen game (levee play)
tui-seat-N = North
tui-seat-E = East
tui-seat-S = South
tui-seat-W = West
tui-you = you
tui-dummy = dummy
tui-declarer = declarer
tui-auction-word = auction
tui-score = NS { $ns }  EW { $ew }
tui-trick-won = trick { $n } to { $seat } · { $score }
tui-trick = trick { $n } · { $score }
tui-bid = Bid:
tui-we-they = We { $we }  They { $they }
tui-session = session NS { $total } over { $boards }
tui-auction = Auction
tui-talk = Table talk
tui-your-card = Your card: ←/→ choose, Enter plays it
tui-robots-playing = The robots are playing…
tui-help-over = Enter: next deal · q: quit · PgUp/PgDn: scroll the talk
tui-help = ←/→ choose · Enter · or type: hint robot explain undo claim N quit · PgUp/PgDn
tui-seed = seed { $seed } (levee play --seed { $seed } replays these deals)
tui-title = levee · Board { $board } · Dealer { $dealer } · Vulnerable { $vul }
tui-board-line = — Board { $board }, dealer { $dealer }, vulnerable { $vul }; you are { $you }
