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

## Seats in full, ranks as a card's letter
seat-name-N = North
seat-name-E = East
seat-name-S = South
seat-name-W = West
rank-letter-A = A
rank-letter-K = K
rank-letter-Q = Q
rank-letter-J = J
rank-letter-T = 10

## How a deal ended
result-played = { $contract } by { $declarer }, { $tricks } tricks: NS { $score }
result-passed-out = passed out
result-redeal = nobody has 12 points: the same dealer deals again
result-bataille-ns = la bataille: NS { $ns } tricks, EW { $ew }: North-South win
result-bataille-ew = la bataille: NS { $ns } tricks, EW { $ew }: East-West win
result-belote-made = deal { $deal }: { $contract } by { $declarer }: made ({ $side } made { $points } points, belote { $belote }); NS +{ $ns }  EW +{ $ew }
result-belote-failed = deal { $deal }: { $contract } by { $declarer }: failed ({ $side } made { $points } points, belote { $belote }); NS +{ $ns }  EW +{ $ew }
result-belote-cancelled = deal { $deal }: { $seat } shows the four sevens: the deal is cancelled
result-belote-thrown-in = deal { $deal }: four passes: the deal is thrown in

## What the rules refuse (the Laws of Duplicate Bridge, seeds 003 and 004)
refused-auction-over = Law 22: the auction is over; no call may follow the final pass
refused-call-out-of-turn = Law 28: call out of rotation: it is { $expected }'s turn, not { $seat }'s
refused-insufficient-bid = Law 18: insufficient bid: { $bid } must be higher than the last bid { $last }
refused-double-no-bid = Law 19A: there is no bid to double
refused-double-own-side = Law 19A: a player may double only the last bid, made by an opponent; { $last } is your side's bid
refused-already-doubled = Law 19A: the last bid { $last } is already doubled
refused-redouble-no-double = Law 19B: there is no double to redouble
refused-redouble-opponents = Law 19B: only the side whose bid was doubled may redouble; { $last } is the opponents' bid
refused-already-redoubled = Law 19B: the last bid { $last } is already redoubled
refused-belote-range = Bridgeote: bids run from 80 to 160 in steps of 10, not { $points }
refused-belote-insufficient = Bridgeote (Law 18): { $bid } must be higher than { $last }: a higher strain at the same points, or more points
refused-belote-jump = Bridgeote: { $bid } would be a +{ $mark }; a bid may jump at most two steps (+2 or +3) above { $lowest }
refused-belote-contre = Law 19A: contre only the last bid, made by an opponent, not already doubled
refused-belote-surcontre = Law 19B: surcontre only a contre of your side's last bid
refused-say-out-of-turn = it is { $expected }'s turn to speak, not { $seat }'s
refused-say-over = the contract is set: nothing more to say
refused-say-wrong = { $why }: say « { $expected } »
refused-say-unreadable = cannot read "{ $text }": say « Je passe » (P), « J'ouvre » (O), « J'ai N points » (N) or « Contrat de N levées » (CN)
refused-bataille-no-calls = la bataille has no calls: the volunteer leads
refused-play-over = the play is over
refused-card-not-held = { $seat } does not hold { $card }
refused-play-out-of-turn = Law 57: play out of rotation: it is { $expected }'s turn to play, not { $seat }'s
refused-dummy-plays = Law 45B: declarer plays dummy's cards; { $dummy } is dummy
refused-revoke = Law 44C: must follow suit: { $suit } was led and is held
refused-must-overtrump = Bridgeote: must go higher in trumps (monter à l'atout)
refused-must-trump = Bridgeote: must trump (couper) when partner is not winning the trick
refused-claim-pending = Law 68: a claim is pending; accept or reject it first
refused-claim-too-many = Law 68: only { $remaining } tricks remain, cannot claim { $tricks }
refused-claim-dummy = Law 43: dummy may not claim
refused-claim-already = a claim is already pending
refused-no-claim = Law 69: no claim pending for the other side to answer
refused-phase-auction = not now: the auction is in progress
refused-phase-play = not now: the cards are being played
refused-phase-over = not now: the deal is over
refused-no-claims = no claims in this game: every card is played
refused-may-not-cancel = only the holder of the four sevens may cancel, before the first trick is complete
refused-not-a-call = { $call } is not a call of { $game }
refused-no-such-call = no such call
refused-not-your-turn = not your turn: { $why }
refused-turn-of = it is { $seat }'s turn
refused-seat-taken = seat { $seat } is taken

## Claims answered
claim-rejected = { $seat } rejects { $by }'s claim of { $tricks }
claim-rejected-because = { $seat } rejects { $by }'s claim of { $tricks }: { $why }
claim-defeated-by = with { $hands }, the claimer's side takes { $tricks } only
claim-holds = the claim holds whatever the layout
claim-defeated = a layout defeats the claim
refused-talk-too-long = at most { $max } characters a message
refused-unknown-call = unknown call "{ $text }": write P (pass), X (double), XX (redouble) or a bid like 1C, 3NT, 4S
refused-unknown-card = unknown card "{ $text }": write a suit then a rank, like SA, H10, DT or ♣7
refused-unknown-belote-call = cannot read Bridgeote call "{ $text }": expected P, X (contre), XX (surcontre), a bid such as 80S, 110TA, 120SA, or CAPOTH
refused-belote-call-range = { $text }: Bridgeote's bids run from 80 to 160 in steps of 10; above 160 only a capot can be bid (CAPOTS, CAPOTTA, CAPOTSA...)

## What the server answers at a table
server-flood-closed = too many messages: connection closed
server-flood-wait = too many messages: at most { $max } a second, the rest wait
server-binary = binary messages are not understood: send JSON text
server-unreadable = cannot read the message: { $why }
server-spectator = spectators cannot act: sit at a seat first
server-tournament-played = the tournament's { $boards } boards are played: its ranking is at { $url }
server-token-gone = your seat's token is no longer valid
server-store-failed = the server could not save this, nothing changed: try again ({ $why })
server-stale = the table moved on meanwhile: try again
server-draining = the server is restarting: nothing changed, the table reconnects
tui-refused = refused: { $why }

## The line game and the full-screen game's talk
line-bids = { $seat } bids { $call } — { $meaning }
line-plays = { $seat } plays { $card }
line-plays-dummy = { $seat } plays { $card } (from dummy { $dummy })
line-dummy = dummy ({ $seat }): { $hand }
line-trick = trick { $n }: { $cards }  -> { $seat }   (NS { $ns } EW { $ew })
line-claims = { $seat } claims the remaining { $tricks } trick(s): every card is a winner
line-claim-accepted = claim accepted
line-claim-rejected = claim rejected: play on
line-dealer = Dealer { $dealer }   Vulnerable { $vul }
line-result = result: { $result }
line-double-dummy = double dummy (NT S H D C, each N E S W): { $table }
line-par = par: NS { $score } ({ $contracts })
line-lost = trick { $trick }, { $seat } played { $card }: { $side } lost { $n } trick(s) against double dummy
line-no-trick-lost = no trick lost against double dummy by either side
server-no-undo-in-tournament = nothing is taken back in a tournament: every table plays its boards as they fall
table-last-trick = Last trick
table-this-trick = Back to this trick
table-your-turn = Your turn · { $time }
table-undo = Take back my last call or card

## The Bridgeote robots' explanations
belote-surcontre = surcontre: our side expects about { $expect } at { $strain }, { $need } needed
belote-contre = contre: they need { $need } at { $strain }; we expect to take about { $expect } of the points
belote-capot = capot at { $strain }: every trick in most layouts
belote-bid = { $bid } (+{ $mark }): our side expects about { $expect } at { $strain } (this hand), { $need } needed
belote-bid-with-partner = { $bid } (+{ $mark }): our side expects about { $expect } at { $strain } (this hand and partner's bid), { $need } needed
belote-pass-short = passe: the best is { $strain } at about { $expect }, short of the { $need } the next bid needs
belote-pass-nothing = passe: nothing higher to bid
belote-pass = passe
say-rule-open = you have { $points } points: with 12 or more you open
say-rule-pass = you have { $points } points: under 12 you pass
say-rule-opener-passes = your side has { $side } points: under 20 the opener passes
say-rule-points = you have { $points } points
say-rule-contract = your side has { $side } points: the decision table gives { $tricks } tricks
table-dealer-mark = dealer

## The minibridge game in the terminal and its teacher (seed 003)
mini-deal = Deal { $n }   Dealer { $dealer }   You are { $you }
mini-hand = your hand: { $hand } ({ $points } points)
mini-abandoned = deal abandoned
mini-told = { $seat }: { $says }
mini-no-contract = nobody has 12 points: the cards are dealt again
mini-contract = contract: { $tricks } tricks ({ $contract }) by { $declarer }; { $leader } leads, { $dummy } is dummy
mini-took = { $declarer } took { $made } of { $tricks }: { $side } +{ $points }
mini-session = session: NS { $ns }  EW { $ew }
mini-bataille = la bataille: no contract, { $leader } leads, the side with more tricks wins
teacher = teacher: { $words }
teach-redeal = nobody has 12 points, the cards are dealt again.
teach-count = your turn. Count your honour points (ace 4, king 3, queen 2, jack 1). With 12 points or more, say « J'ouvre » (O); otherwise « Je passe » (P).
teach-say-points = say your points: « J'ai N points » (N and the number, for example N9).
teach-add = your partner has { $partner } points and you { $mine }: add them up. With 20 points or more for your side, read the decision table ({ $table }) and say « Contrat de N levées » (C and the number, for example C9); with fewer than 20, « Je passe » (P).
teach-your-turn = your turn to speak.
teach-bravo = well done.
teach-right = that's it.
teach-not-quite = not quite. { $why }
teach-fix-open = You have { $mine } points: with 12 or more, you open. Say « J'ouvre » (O).
teach-fix-side-pass = Your side has only { $side } points, fewer than 20: you pass. Say « Je passe » (P).
teach-fix-pass = You have { $mine } points: you need 12 to open. Say « Je passe » (P).
teach-fix-points = Count again (ace 4, king 3, queen 2, jack 1): you have { $n } points. Say « J'ai { $n } points » (N{ $n }).
teach-fix-contract = Your side has { $side } points: the decision table gives { $tricks } tricks. Say « Contrat de { $tricks } levées » (C{ $tricks }).
teach-side-plan = your side has { $points } points: the table says { $need } tricks; cash your sure tricks first.
teach-need = you need { $need } tricks, you have { $won }.
teach-defend = to defeat the contract, your side must take { $need } tricks; you have { $won }.
teach-lead = you lead: play a winner if you have one, otherwise your longest suit.
teach-follow = follow suit; win the trick if you can, otherwise play your lowest card.
teach-robot = the robot would play { $card }.
teach-points = you have { $mine } points (ace 4, king 3, queen 2, jack 1); your side has { $side }.
teach-table = the declaring side has { $points } points: the decision table says { $row }.
teach-row = { $low }-{ $high } points → { $tricks } tricks
teach-row-none = { $total } < 20: no contract for this side
teach-you-play = you play { $tricks } tricks at notrump, because your side has 20 points or more.
teach-partner-plays = your partner plays { $tricks } tricks at notrump, because your side has 20 points or more.
teach-they-play = { $seat } plays { $tricks } tricks at notrump, because their side has 20 points or more.
line-tricks = tricks: NS { $ns }  EW { $ew }   trick { $n }
line-your-lead = (your lead)
line-trick-now = trick { $n }: { $cards }
line-play = play: { $hand }
line-play-dummy = play from dummy ({ $dummy }): { $hand }
line-seed = seed { $seed } (--seed { $seed } replays these deals)

## The four-hand diagram and the line game's words
diagram-hand = { $seat } ({ $hcp } HCP)
diagram-total = NS { $ns } HCP, EW { $ew } HCP
diagram-board = Board { $board }   Dealer { $dealer }   Vulnerable { $vul }
line-board = Board { $board }   Dealer { $dealer }   Vulnerable { $vul }   You are { $you }
line-help = commands: a call (P, X, XX, 1C..7NT) or a card (SA, H10, DT...); hint (the robot's choice and why); robot (let the robot act for you); explain (what each call meant); undo; claim N; next (after a deal); help; quit
line-auction = auction: { $calls }
line-no-calls = (none)
line-bidding-box = bidding box: { $box }
line-your-hand = your hand: { $hand }
line-your-call = your call ({ $seat }): { $hand }
line-next-deal = next deal? (next / quit) >
line-seed-play = seed { $seed } (levee play --seed { $seed } replays these deals)
show-board = Board { $board }
show-dealer = Dealer { $dealer }
show-vul = Vulnerable { $vul }
par-by = by
