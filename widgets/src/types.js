// The data the Python side sends to the page, described once for the type
// checker (tsc --checkJs).  Nothing here runs: the module holds only types.
//
// The scene is built by pitchtutor/widgets/scene.py (build_scene) and
// completed by the table session (TableSession.frame: hands_scored, replay,
// hints_enabled, hints, advice, review).  Keep the two in step.

/** @typedef {"S" | "H" | "D" | "C"} Suit */

/**
 * A face-up card (scene.card_json).
 * @typedef {object} CardJson
 * @property {string} code  "TH"
 * @property {string} rank  "10", "A", "2" ...
 * @property {Suit} suit
 * @property {string} name  "10 of hearts"
 */

/**
 * A card in a visible hand.  When its seat is to play, it carries the
 * engine's verdict: whether it may be played, and why (or why not).
 * @typedef {object} SceneCardExtra
 * @property {boolean} [legal]
 * @property {string} [why]
 * @property {string} [key]  the rule key of `why`
 */
/** @typedef {CardJson & SceneCardExtra} SceneCard */

/** @typedef {"auction" | "play" | "over" | "redeal" | "match-over"} ScenePhase */

/**
 * @typedef {object} SceneRules
 * @property {string} describe  the ruleset in a line
 * @property {number} top_bid
 * @property {number | null} teams  null: every player for themselves
 * @property {number} target  points to win the match
 */

/**
 * One seat at the table, as its viewer may see it.
 * @typedef {object} SceneSeat
 * @property {number} seat
 * @property {string} name
 * @property {number} side
 * @property {boolean} is_viewer
 * @property {boolean} partner  on the viewer's side (and not the viewer)
 * @property {boolean} feminine  the language's role words agree in the feminine ("Parceira")
 * @property {boolean} dealer
 * @property {boolean} pitcher
 * @property {boolean} to_act
 * @property {boolean} human  played by a person at this table
 * @property {number} count  cards held
 * @property {string | null} call  the seat's last call: "2", "Pass", "Redeal"
 * @property {number} tricks_won
 * @property {SceneCard[] | null} cards  null: the cards are face down
 */

/**
 * @typedef {object} ScenePlay
 * @property {number} seat
 * @property {CardJson} card
 */

/**
 * The trick in the middle: the one being played, or between tricks the last one won.
 * @typedef {object} SceneTrick
 * @property {number} number
 * @property {number} leader
 * @property {boolean} done
 * @property {number | null} winner
 * @property {string | null} why  why the winner won (once done)
 * @property {ScenePlay[]} plays
 */

/**
 * @typedef {object} SceneCall
 * @property {number} seat
 * @property {string} label
 */

/**
 * A call the seat to bid may make, with the engine's verdict.
 * @typedef {object} SceneCallOption
 * @property {string | number} call  the hand-record form: 2, "pass", "redeal"
 * @property {string} label
 * @property {boolean} legal
 * @property {string} why
 * @property {string} key
 */

/**
 * The auction, while it runs.
 * @typedef {object} SceneBidding
 * @property {number | null} seat  the seat to bid
 * @property {SceneCall[]} calls
 * @property {SceneCallOption[]} options  only when a person at this table is to bid
 */

/**
 * @typedef {object} SceneTotal
 * @property {number} side
 * @property {string} name
 * @property {number} total
 */

/**
 * A line of the tutor's commentary.
 * @typedef {object} SceneLine
 * @property {string} kind  "deal", "call", "auction", "card", "trick", "point", "settle"
 * @property {string} key
 * @property {string} text
 * @property {number | null} seat
 * @property {string} [who]  for a call or a card: who made it
 * @property {string} [move]  for a call or a card: what it was
 */

/**
 * One of the points of the hand (High, Low, Jack, Game).
 * @typedef {object} ScorePoint
 * @property {string} point  "high", "low", "jack", "game"
 * @property {boolean} dealt  false: its card was not dealt this hand
 * @property {string} name
 * @property {CardJson | null} card
 * @property {number | null} side  null: nobody scores it
 * @property {string} side_name
 * @property {string} why
 * @property {string} key
 */

/**
 * @typedef {object} ScorePips
 * @property {number} side
 * @property {string} name
 * @property {number} pips
 */

/**
 * @typedef {object} ScoreTotal
 * @property {number} side
 * @property {string} name
 * @property {number} total
 * @property {number} delta
 */

/**
 * The score sheet of a finished hand.
 * @typedef {object} SceneScore
 * @property {ScorePoint[]} points
 * @property {ScorePips[]} pips
 * @property {boolean} made
 * @property {number} bid
 * @property {string} pitcher_side
 * @property {string[]} settlement
 * @property {ScoreTotal[]} totals
 * @property {string} match
 * @property {string | null} winner
 */

/**
 * @typedef {object} SceneMessage
 * @property {string} level  "error", or another level for a notice
 * @property {string} text
 */

/**
 * One step of the hint ladder.
 * @typedef {object} SceneHint
 * @property {number} level  1 the principle, 2 a pointer, 3 the move
 * @property {string} key
 * @property {string} text
 * @property {string | number | null} move
 */

/**
 * The bid advisor's row for a suit the viewer holds.
 * @typedef {object} AdviceHeld
 * @property {Suit} suit
 * @property {true} held
 * @property {number} mean  average points as pitcher
 * @property {string} mean_text  the same, as the tutor's sentences write it ("1,6")
 * @property {Record<string, number>} chance  bid ("1".."top") -> chance of making it
 * @property {Record<string, number>} expected  bid -> expected score
 * @property {number} [net]  the score difference (your side's change less the other side's) at
 *   the suit's best bid allowed: the figure the advice ranks by (absent when no bid is allowed)
 * @property {number} [net_bid]  that bid
 * @property {string} [net_text]  the net, signed, as the tutor's sentences write it ("+0,3")
 * @property {number} [match]  where the match is known: the chance of winning it after the suit's
 *   best bid for the match, the figure the advice then ranks by
 * @property {string} [match_text]  that chance as the advice's sentence writes it ("57%")
 * @property {number} [match_bid]  that bid
 */
/** @typedef {AdviceHeld | {suit: Suit, held: false}} AdviceSuit  a suit not held has no figures */

/**
 * @typedef {object} SceneAdvice
 * @property {AdviceSuit[]} suits
 * @property {string} best
 * @property {string} thumb
 * @property {number | string} move  the call recommended: a bid's amount, or "pass"
 * @property {Suit | null} suit  the suit it would pitch (null for a pass)
 * @property {number} [match_now]  where the match is known: the viewer's side's chance of winning it now
 * @property {string} [match_now_text]  that chance as the advice's sentence writes it
 * @property {string} [advised_net_text]  the call advised's own net, where it is not its suit's best bid
 * @property {number} [advised_match]  the call advised's own chance of winning the match, likewise
 * @property {string} [advised_match_text]  that chance as the advice's sentence writes it
 * @property {PassHeld} [pass_held]  where another seat holds the high bid: a pass's row (its chance of
 *   winning the match is match_now)
 */

/**
 * @typedef {object} PassHeld
 * @property {string} label  "Pass: Ann keeps 2"
 * @property {string} tip  what the row's figure is
 * @property {string} net_text  that contract's net for your side on the same deals ("+1,4")
 */

/**
 * @typedef {object} SceneReview
 * @property {string} summary
 * @property {string[]} lines
 */

/**
 * Everything the card table shows, for one viewer: one frame.
 * @typedef {object} Scene
 * @property {number} seq  frames are numbered; the page ignores one it has seen
 * @property {number} hold  how many paces this frame stays before the next
 * @property {number} hand_number
 * @property {number} players
 * @property {number | null} viewer  the seat at the bottom; null: a view from nowhere
 * @property {SceneRules} rules
 * @property {ScenePhase} phase
 * @property {number} dealer
 * @property {number | null} to_act
 * @property {boolean} your_turn
 * @property {number | null} pitcher
 * @property {number | null} bid
 * @property {number} high_bid
 * @property {number | null} high_bidder
 * @property {Suit | null} trump
 * @property {SceneSeat[]} seats
 * @property {SceneTrick | null} trick
 * @property {number} tricks_played
 * @property {SceneBidding | null} bidding
 * @property {SceneTotal[]} totals
 * @property {SceneLine[]} tutor
 * @property {string | null} auction_result  why the cards were thrown in, or who won the auction
 * @property {SceneScore | null} score
 * @property {SceneMessage | null} message
 * @property {string | null} match_winner
 * @property {number} hands_scored
 * @property {boolean} replay  a record shown move by move
 * @property {boolean} hints_enabled
 * @property {SceneHint[]} hints
 * @property {SceneAdvice | null} advice
 * @property {SceneReview | null} review
 */

/**
 * What the table sends to Python (the session's command map).
 * @typedef {{type: "undo" | "restart" | "step_back" | "step_forward" | "step_trick" | "step_to_end" | "hint" | "advise" | "review" | "next"}
 *   | {type: "call", call: string | number}
 *   | {type: "play", card: string, seat: number}} TableMessage
 */

/**
 * The Table widget's synced traits.
 * @typedef {object} TableTraits
 * @property {Scene[]} frames
 * @property {number} pace_ms
 * @property {boolean} four_color
 * @property {boolean} hints
 * @property {boolean} projector  large type for a class
 * @property {boolean} play_tools  Take back and Restart on the table (a teacher's controls have their own)
 * @property {Record<string, string>} words  the page's words in the widget's language (see dom.js wordsFrom)
 */

// -- quizzes ---------------------------------------------------------------------

/**
 * @typedef {object} QuizPlay
 * @property {CardJson} card
 * @property {string} seat  the player's name
 */

/**
 * @typedef {object} QuizHand
 * @property {string} seat
 * @property {CardJson[]} cards
 */

/**
 * @typedef {object} QuizSide
 * @property {number} side  -1: nobody
 * @property {string} name
 */

/**
 * @typedef {object} QuizCall
 * @property {string} seat
 * @property {string} label
 */

/**
 * What every question has.
 * @typedef {object} QuestionBase
 * @property {string} prompt
 * @property {boolean} graded  false: an explorer, never passed or failed
 */

/**
 * What the questions about a finished hand share (quiz_hand._hand_question).
 * @typedef {object} FinishedHand
 * @property {Suit} trump
 * @property {string} pitcher
 * @property {string} dealer
 * @property {number} bid
 * @property {QuizHand[]} hands  as dealt
 * @property {{winner: string, cards: QuizPlay[]}[]} tricks
 * @property {QuizSide[]} sides
 */

/**
 * @typedef {QuestionBase & {kind: "which-wins", trump: Suit, led: Suit, cards: QuizPlay[]}} WhichWinsQuestion
 * @typedef {QuestionBase & {kind: "legal-cards", trump: Suit | null, rule: string,
 *   trick: {card: CardJson, seat: string | number}[], hand: CardJson[]}} LegalCardsQuestion
 * @typedef {QuestionBase & FinishedHand & {kind: "who-scores", points: {point: string, name: string}[]}} WhoScoresQuestion
 * @typedef {QuestionBase & {kind: "bid-legal", call: string | number, rules: string, calls: QuizCall[],
 *   hand: CardJson[], dealer: string}} BidLegalQuestion
 * @typedef {QuestionBase & {kind: "count-pips", cards: CardJson[]}} CountPipsQuestion
 * @typedef {QuestionBase & {kind: "pip-counter", cards: (CardJson & {pips: number, order: number})[]}} PipCounterQuestion
 * @typedef {QuestionBase & {kind: "best-card", trump: Suit | null, bid: string | null,
 *   hands: (QuizHand & {you: boolean})[], trick: QuizPlay[], hand: CardJson[], best_count: number}} BestCardQuestion
 * @typedef {QuestionBase & FinishedHand & {kind: "score-change",
 *   points: {point: string, name: string, side: string}[],
 *   ask: "change" | "total",
 *   before: {side: number, name: string, total: number}[]}} ScoreChangeQuestion
 * @typedef {QuestionBase & FinishedHand & {kind: "who-wins-match", before: {name: string, total: number}[],
 *   rules: string}} WhoWinsMatchQuestion
 * @typedef {QuestionBase & {kind: "bid-advice", calls: QuizCall[], hand: CardJson[],
 *   options: {call: string | number, label: string}[], rules: string}} BidAdviceQuestion
 * @typedef {QuestionBase & {kind: "pick-seat", seats: {seat: number, name: string, dealer: boolean}[]}} PickSeatQuestion
 */

/**
 * A quiz's question, told apart by its kind (each Quiz subclass in pitchtutor/widgets/quiz*.py).
 * @typedef {WhichWinsQuestion | LegalCardsQuestion | WhoScoresQuestion | BidLegalQuestion | CountPipsQuestion
 *   | PipCounterQuestion | BestCardQuestion | ScoreChangeQuestion | WhoWinsMatchQuestion | BidAdviceQuestion
 *   | PickSeatQuestion} Question
 */

/**
 * A line of feedback: one card, point, side or seat the answer was right or wrong about.
 * @typedef {object} FeedbackLine
 * @property {boolean} ok
 * @property {string} [text]
 * @property {string} [code]
 * @property {string} [point]
 * @property {number | string} [side]
 * @property {number} [seat]
 */

/**
 * Python's verdict on an answer (empty before the first).
 * @typedef {object} Feedback
 * @property {boolean} [correct]
 * @property {string} [summary]
 * @property {FeedbackLine[]} [lines]
 * @property {string} [error]
 * @property {number} [attempt]
 */

/**
 * The Quiz widget's synced traits.
 * @typedef {object} QuizTraits
 * @property {Question} question
 * @property {Feedback} feedback
 * @property {number} attempts
 * @property {boolean} passed
 * @property {string} quiz_id
 * @property {boolean} four_color
 * @property {Record<string, string>} words  the page's words in the widget's language (see dom.js wordsFrom)
 */

/**
 * @typedef {object} ProgressLesson
 * @property {string} title
 * @property {string} [href]
 * @property {string} [summary]
 * @property {string[]} quizzes  quiz ids
 */

/**
 * The Progress widget's synced traits.
 * @typedef {object} ProgressTraits
 * @property {{kind: "progress", title: string, lessons: ProgressLesson[]}} question
 * @property {Record<string, string>} words  the page's words in the widget's language (see dom.js wordsFrom)
 */

/**
 * The teacher's file button (pitchtutor/widgets/file_button.py).
 * @typedef {object} FileButtonTraits
 * @property {string} label
 * @property {string} tip
 * @property {string} accept  the file chooser's filter (".json,application/json")
 * @property {number} max_bytes  a larger file is sent without its text, and refused
 */

/**
 * @typedef {{seat: string, label: string}} TrainerCall
 * @typedef {{card: CardJson, seat: string}} TrainerPlay
 * @typedef {{winner: string, cards: TrainerPlay[]}} TrainerTrick
 * @typedef {{call: string | number, label: string, hold: boolean}} TrainerOption  hold: the dealer holding at the high bid, not a raise
 * @typedef {{label: string, code: string | number, mean: number, se: number, answer: boolean, chosen: boolean}} TrainerValue
 * @typedef {{theme: string, label: string}} TrainerTheme
 * @typedef {{label: string, attempts: number, solved: number}} TrainerThemeRecord
 * @typedef {{answers: number, recent: number | null, earlier: number | null, text: string}} DrillPace
 */

/**
 * The puzzle on show, as its seat sees it (pitchtutor/widgets/trainer.py puzzle_view).
 * @typedef {object} TrainerPuzzle
 * @property {string} id
 * @property {"card" | "bid"} kind
 * @property {string} prompt
 * @property {boolean} review  a missed puzzle back for review
 * @property {string} rules
 * @property {string} dealer
 * @property {Suit | null} trump
 * @property {string | null} contract
 * @property {TrainerCall[]} calls
 * @property {TrainerTrick[]} tricks
 * @property {TrainerPlay[]} trick
 * @property {CardJson[]} hand
 * @property {TrainerOption[]} options
 */

/**
 * The verdict on an answer (outcome_feedback), or an error or a notice alone.
 * @typedef {object} TrainerFeedback
 * @property {boolean} [correct]
 * @property {string} [summary]
 * @property {FeedbackLine[]} [lines]
 * @property {TrainerValue[]} [values]
 * @property {string} [deals]
 * @property {boolean} [exact]  every consistent deal solved, rather than a sample
 * @property {string} [values_title]  the values table's title, in the page's language (what a card or a call's net is worth, and to whom)
 * @property {"rated" | "streak"} [mode]
 * @property {boolean} [review]
 * @property {number} [before]
 * @property {number} [after]
 * @property {number} [delta]
 * @property {number} [puzzle_rating]
 * @property {number | null} [puzzle_after]  the puzzle's shared rating after a first try (null: not moved)
 * @property {string[]} [themes]
 * @property {number} [streak]
 * @property {string | number} [answer]
 * @property {(string | number)[]} [also]
 * @property {string | number} [chosen]
 * @property {string} [error]
 * @property {string} [notice]
 */

/**
 * The learner at a glance (PuzzleTrainer._publish).
 * @typedef {object} TrainerSummary
 * @property {number} rating
 * @property {number} rd
 * @property {number[]} chart
 * @property {number} attempts
 * @property {number} solved
 * @property {number} done
 * @property {number} streak
 * @property {number} best_streak
 * @property {number} reviews
 * @property {number} due
 * @property {TrainerTheme[]} themes
 * @property {TrainerThemeRecord[]} by_theme
 * @property {string[]} strong
 * @property {string[]} weak
 */

/**
 * The PuzzleTrainer widget's synced traits.
 * @typedef {object} TrainerTraits
 * @property {TrainerPuzzle} puzzle
 * @property {TrainerFeedback} feedback
 * @property {TrainerSummary} summary
 * @property {Record<string, unknown>} learner
 * @property {string} theme
 * @property {string} mode
 * @property {boolean} four_color
 * @property {Record<string, string>} words  the page's words in the widget's language (see dom.js wordsFrom)
 */

/**
 * The Drills widget's synced traits.
 * @typedef {object} DrillTraits
 * @property {Question} question
 * @property {Feedback} feedback
 * @property {Record<string, DrillPace>} pace
 * @property {Record<string, number[]>} times  answer times by drill kind, kept in the browser
 * @property {string} kind
 * @property {boolean} four_color
 * @property {Record<string, string>} words  the page's words in the widget's language (see dom.js wordsFrom)
 */

export {};

// -- the page's own ------------------------------------------------------------------

/**
 * What the parts of one drawn frame of the table may do: send a move to
 * Python, say something in the status line, and read the frame's settings.
 * @typedef {object} Controls
 * @property {(message: TableMessage) => boolean} send  false: the table is busy, nothing was sent
 * @property {(text: string, urgent?: boolean) => void} say
 * @property {HTMLElement} root  the whole table
 * @property {boolean} fourColor
 * @property {import("./dom.js").Word} word  the page's words
 */

// -- Pitty Pat (pitchtutor/widgets/pittypat_table.py, pittypat_quiz.py) -----------------------

/**
 * A Pitty Pat card (pittypat_table.card_json); in the viewer's own hand, `match`: whether its
 * rank is the up-card's.
 * @typedef {object} PittyPatCard
 * @property {string} code  "TH"
 * @property {string} rank  "10", "A", "2" ...
 * @property {Suit} suit
 * @property {string} name  "10 of hearts", in the widget's language
 * @property {string} pretty  "10♥"
 * @property {boolean} [match]
 */

/**
 * A seat: its cards only when the viewer may see them (its own, or every hand once the round ended).
 * @typedef {object} PittyPatSeat
 * @property {number} seat
 * @property {string} name
 * @property {number} count
 * @property {boolean} feminine  the language's role words agree in the feminine ("distribuidora")
 * @property {boolean} dealer
 * @property {boolean} to_act
 * @property {boolean} you
 * @property {PittyPatCard[] | null} cards
 */

/**
 * A pair to lay down: the card that matches the up-card, and the free card discarded with it.
 * @typedef {object} PittyPatPair
 * @property {string} match
 * @property {string} free
 */

/**
 * What the viewer may do now; `draw` and `pass`, when allowed, carry the engine's reason.
 * @typedef {object} PittyPatMoves
 * @property {PittyPatPair[]} pairs  each pair the viewer may lay down
 * @property {string | null} draw
 * @property {string | null} pass
 */

/**
 * @typedef {object} PittyPatEnd
 * @property {string} how  "out" (a player went out: Pitty Pat) or "blocked"
 * @property {number[]} winners
 * @property {string} text
 * @property {string[]} names
 */

/**
 * @typedef {object} PittyPatSheetRow
 * @property {number} seat
 * @property {string} name
 * @property {number[]} rounds  the penalty of each round
 * @property {number} total
 * @property {number | null} chips  null: the rules play for no stake
 * @property {boolean} winner
 * @property {number[] | null} left
 */

/**
 * One of the tutor's lines; `seat`: whose move it tells (null: the round's own news).
 * @typedef {object} PittyPatTutorLine
 * @property {string} text
 * @property {string} key
 * @property {number | null} seat
 */

/**
 * The Pitty Pat table's scene (PittyPatSession.scene).
 * @typedef {object} PittyPatScene
 * @property {"pitty-pat"} game
 * @property {string} rules  the rules in a line
 * @property {number} players
 * @property {number} viewer
 * @property {number} round
 * @property {string} phase
 * @property {PittyPatCard} up
 * @property {number} stock
 * @property {number} pile
 * @property {number} rebuilds
 * @property {PittyPatSeat[]} seats
 * @property {PittyPatMoves} moves
 * @property {string | null} must
 * @property {string | null} undo  why nothing can be taken back now; null: Undo takes back your last move
 * @property {PittyPatTutorLine[]} tutor  the tutor's latest lines
 * @property {string | null} notice
 * @property {string | null} error
 * @property {PittyPatEnd | null} end
 * @property {PittyPatSheetRow[]} sheet
 * @property {boolean} match_over
 */

/**
 * @typedef {object} PittyPatTableTraits
 * @property {PittyPatScene} scene
 * @property {Record<string, string>} words  the page's words in the widget's language (see dom.js wordsFrom)
 */

/**
 * @typedef {object} PittyPatOption
 * @property {string | number} value
 * @property {string} label
 * @property {PittyPatCard} [card]
 */

/**
 * A Pitty Pat quiz's question (pittypat_quiz.py).
 * @typedef {object} PittyPatQuestion
 * @property {"choice"} kind
 * @property {string} prompt
 * @property {PittyPatOption[]} options
 * @property {PittyPatCard} up
 * @property {PittyPatCard[]} [hand]
 * @property {number} [stock]
 */

/**
 * @typedef {object} PittyPatFeedback
 * @property {boolean} [correct]
 * @property {string} [summary]
 * @property {string[]} [lines]
 * @property {string} [error]
 * @property {string | number} [answer]
 * @property {number} [attempt]
 */

/**
 * @typedef {object} PittyPatQuizTraits
 * @property {PittyPatQuestion} question
 * @property {PittyPatFeedback} feedback
 * @property {boolean} passed
 * @property {string} quiz_id
 * @property {Record<string, string>} words
 */
