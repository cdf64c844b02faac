"""Weiß Schwarz: the rules document's closed lists of card-text vocabulary, as data — every
keyword of chapter 10 (10.1 アラーム … 10.19 ターン回数制限), the basic terms of chapter 4 that
card text uses as verbs (4.6 配置状態 … 4.12 トリガー), the trigger icons of 4.12.2, the CX combo
icon of 8.12 and the zones of chapter 3. Each entry names its clause and what the engine does
with it (the compiler's reading and the runtime operation), or the reason it is not run.

The compiler (``ruling.games._ws.cardtext``) reads its keyword sets from here (which keywords
are abilities with rules of their own, which only label the text after them, which have a
『X』を使った event or a 『X』で舞台に置かれた placement), and the vocabulary's icon spellings
come from the 4.12.2 table; ``tests/ruling/test_ws_vocab_r30.py`` lists chapter 10's keywords
and chapter 4's terms from the KB and checks each has an entry here. Plain data: loading it
loads no grammar and no runtime."""

from __future__ import annotations

from dataclasses import dataclass

# --------------------------------------------------------------------- chapter 10: keywords


@dataclass(frozen=True, slots=True)
class KeywordEntry:
    """One keyword of chapter 10.

    ``reading``: how the compiler reads an ability printed with it —
      ``ability``: a keyword ability with rules of its own, run by ``runtime`` (10.2 アンコール …);
      ``label``: a word naming a family of abilities, 「この語自身は能力ではなく、効果上の意味は
      ありません」: the text after it is the ability (10.1, 10.7 …), and ``used`` defines its event;
      ``naming``: a label no rule or event reads (記憶, 経験, 継承): printed beside another
      keyword it changes nothing;
      ``name``: a named ability other texts refer to (10.17 リンク);
      ``limit``: a use limit on the ability (10.19).
    ``runtime``: the engine operation (module.function of ``ruling.games._ws``) that runs it;
    ``used``: the clauses defining 『X』を使った (the ``used`` event, 10.5.3 …); ``used_at``:
    when the keyword counts as used — ``cost`` (its ability's cost paid: 10.12.3, 10.14.3,
    10.13.3.1), ``effect`` (its effect done: 10.7.4, 10.8.5, 10.11.4, 10.15.3), ``play``
    (played: 10.5.3); ``placed_by``: the clauses defining 「…が『X』で舞台に置かれた時」;
    ``character_from``: the zones a character that 「…がXを使った」 comes onto the stage from
    (10.2.4); ``cost_clause``: the clause saying when a cost makes it used (10.13.3.1);
    ``cost_act``: the cost item (``CostItem.what``) that must be paid for that (共鳴: the reveal);
    ``alone``: the keyword printed alone is the whole ability (10.6.2 『大活躍』: no cost, no text,
    no parameter) — so it may be named in its brackets as a thing gained (「【大活躍】を得る」);
    ``reason``: what of it the engine does not run (refused with this reason)."""

    name: str
    clause: str
    reading: str
    runtime: str | None = None
    used: tuple[str, ...] = ()
    used_at: str = ""
    placed_by: tuple[str, ...] = ()
    character_from: tuple[str, ...] = ()
    cost_clause: str | None = None
    cost_act: str | None = None
    alone: bool = False
    reason: str | None = None


KEYWORDS: tuple[KeywordEntry, ...] = (
    # 10.1.1: 「このカードがクロック置場の一番上にある場合…」: the condition is the ability's
    # own text (read by the compiler: ``conditions`` 「このカードがクロックの1番上にあり」)
    KeywordEntry("アラーム", "10.1", "label"),
    KeywordEntry(
        "アンコール",
        "10.2",
        "ability",
        "keywords.keyword_encore",
        used=("10.2.4",),
        used_at="effect",
        placed_by=("10.2.4",),
        character_from=("waiting_room",),
    ),
    KeywordEntry("応援", "10.3", "ability", "continuous._continuous_of"),
    KeywordEntry("絆", "10.4", "ability", "keywords.keyword_bond"),
    KeywordEntry(
        "助太刀",
        "10.5",
        "ability",
        "playing._backup",
        used=("10.5.3",),
        used_at="play",
    ),
    KeywordEntry("大活躍", "10.6", "ability", "keywords.great_performance", alone=True),
    KeywordEntry("集中", "10.7", "label", used=("10.7.2", "10.7.4"), used_at="effect"),
    KeywordEntry(
        "チェンジ",
        "10.8",
        "label",
        used=("10.8.2", "10.8.5"),
        used_at="effect",
        placed_by=("10.8.4",),
    ),
    KeywordEntry("記憶", "10.9", "naming"),
    KeywordEntry("経験", "10.10", "naming"),
    KeywordEntry(
        "シフト", "10.11", "ability", "keywords.keyword_shift", used=("10.11.4",), used_at="effect"
    ),
    KeywordEntry("加速", "10.12", "label", used=("10.12.2", "10.12.3"), used_at="cost"),
    # 10.13.3.1: used when its cost reveals the card (10.13.3.2: else when the effect reveals it)
    KeywordEntry(
        "共鳴",
        "10.13",
        "label",
        used=("10.13.2", "10.13.3"),
        used_at="cost",
        cost_clause="10.13.3.1",
        cost_act="reveal",
    ),
    KeywordEntry("フォース", "10.14", "label", used=("10.14.2", "10.14.3"), used_at="cost"),
    KeywordEntry(
        "合体",
        "10.15",
        "ability",
        "keywords.keyword_combine",
        used=("10.15.2", "10.15.3"),
        used_at="effect",
        placed_by=("10.15.3",),
    ),
    # 10.16.3: 「分離により枠に置かれたキャラ」 — the character the ability puts into the slot
    KeywordEntry("分離", "10.16", "ability", "keywords.keyword_separate", placed_by=("10.16.3",)),
    KeywordEntry("リンク", "10.17", "name"),
    # 10.18.1: a family of abilities moving cards under another character as markers; 「この語
    # 自身は能力ではなく、効果上の意味はありません」 and no rule names its use
    KeywordEntry("継承", "10.18", "naming"),
    KeywordEntry("ターン回数制限", "10.19", "limit", "playing.turn_limit"),
)

BY_NAME: dict[str, KeywordEntry] = {k.name: k for k in KEYWORDS}
# keywords with rules of their own the compiler dispatches on
ABILITY_KEYWORDS = tuple(k.name for k in KEYWORDS if k.reading == "ability")
# keywords that only label the ability printed after them (10.1.1, 10.7.1 …)
LABEL_KEYWORDS = tuple(k.name for k in KEYWORDS if k.reading in ("label", "naming"))
# labels no rule or event reads: beside another keyword they change nothing
NAMING_ONLY = tuple(k.name for k in KEYWORDS if k.reading == "naming")
# 『X』を使った is an event of the game (the ``used`` trigger)
USED_KEYWORDS = tuple(k.name for k in KEYWORDS if k.used)
# 『X』で舞台に置かれた時 (the ``placed`` trigger's ``means``)
PLACED_BY = tuple(k.name for k in KEYWORDS if k.placed_by)
# 「このカードがXを使った時」: a character put onto the stage by the keyword's effect
CHARACTER_USED: dict[str, tuple[str, ...]] = {
    k.name: k.character_from for k in KEYWORDS if k.character_from
}
# the keywords whose 『X』を使った is the payment of their ability's cost, with its clauses
USED_AT_COST: dict[str, tuple[str, ...]] = {
    k.name: k.used + ((k.cost_clause,) if k.cost_clause else ())
    for k in KEYWORDS
    if k.used_at == "cost"
}
# what 『X』を使った means for each keyword that has a "used" event (the runtime's trigger)
USED_CLAUSES: dict[str, tuple[str, ...]] = {k.name: k.used for k in KEYWORDS if k.used}
# the keywords whose 『X』を使った is a character put onto the stage by its effect
PLACED_USED = frozenset(k.name for k in KEYWORDS if k.used and k.placed_by)
# 『X』で舞台に置かれた時: the clauses of each keyword's placement
PLACED_BY_CLAUSES: dict[str, tuple[str, ...]] = {
    k.name: k.placed_by for k in KEYWORDS if k.placed_by
}

# ------------------------------------------------------ chapter 4: basic terms as card verbs


@dataclass(frozen=True, slots=True)
class TermEntry:
    """A basic term of chapter 4: ``verbs``, the grammar's verb ids (``grammar.lexicon``) card
    text prints it with; ``op``, the engine operation the compiler turns it into (the ws IR's
    op name), or ``reason`` why it is no card-text verb."""

    clause: str
    title: str
    verbs: tuple[str, ...] = ()
    op: str | None = None
    reason: str | None = None


_NOT_A_VERB = "a term of the rules, not an instruction card text prints"
TERMS: tuple[TermEntry, ...] = (
    TermEntry("4.1", "能力と効果", reason=_NOT_A_VERB),
    TermEntry("4.2", "オーナー", reason="read by every move of a card (3.1.6), not a verb"),
    TermEntry("4.3", "マスター", reason="read by every effect (4.3.3), not a verb"),
    TermEntry("4.4", "チェックタイミング", reason=_NOT_A_VERB),
    TermEntry("4.5", "プレイタイミング", reason=_NOT_A_VERB),
    # 4.6.1.1-4.6.1.3: スタンドする / レストする / リバースする (the bracketed icons too)
    TermEntry("4.6", "カードの配置状態", verbs=("stand", "rest", "reverse"), op="orient"),
    TermEntry("4.7", "カードを引く", verbs=("draw",), op="draw"),
    # 4.8: 「山札(の指定のカード)を見る」; the top of another pile is looked at the same way
    TermEntry("4.8", "山札を見る", verbs=("look",), op="look_top"),
    # 4.9: 「公開する」, and 「相手に見せる」 of a card in the hand (the information disclosed)
    TermEntry("4.9", "山札を公開する", verbs=("reveal", "show"), op="reveal_top"),
    TermEntry("4.10", "ダメージ処理", verbs=("give",), op="damage"),
    TermEntry(
        "4.11", "ダメージの発生源", reason="read by the damage op (the source of a damage), no verb"
    ),
    # 4.12: a trigger icon's action, run by the trigger step (7.3, ``triggers``) by the icon
    # (``TRIGGER_ICONS``); in card text 「…がトリガーした時」 is a trigger event, not an op
    TermEntry(
        "4.12",
        "トリガー",
        verbs=("trigger",),
        reason="the trigger step runs each icon (TRIGGER_ICONS); 「トリガーした時」 is an event",
    ),
)

# 4.12.2: the trigger icons, by the engine's icon id: the clause and the file names card lists
# print them with ([[salvage.gif]] …) besides the id itself
TRIGGER_ICONS: dict[str, tuple[str, tuple[str, ...]]] = {
    "soul": ("4.12.2.2", ("soul",)),
    "return": ("4.12.2.3", ("bounce", "return")),
    "pool": ("4.12.2.4", ("stock", "pool")),
    "comeback": ("4.12.2.5", ("salvage", "comeback", "door")),
    "draw": ("4.12.2.6", ("draw", "book")),
    "shot": ("4.12.2.7", ("shot",)),
    "treasure": ("4.12.2.8", ("treasure", "gold_bar")),
    "gate": ("4.12.2.9", ("gate",)),
    "standby": ("4.12.2.10", ("standby",)),
    "choice": ("4.12.2.11", ("choice",)),
    "chance": ("4.12.2.12", ("chance",)),
    "discovery": ("4.12.2.13", ("discovery",)),
}
# the icon file names -> the engine's icon ids (the card-text vocabulary's ``icons``)
ICON_SPELLINGS: dict[str, str] = {
    spelling: icon for icon, (_, spellings) in TRIGGER_ICONS.items() for spelling in spellings
}

# 8.12.1: the CX combo icon — 「ルール上は、このアイコンには特に意味はありません」; the compiler
# keeps it as the ability's ``combo`` flag (a label, read by no rule)
CX_COMBO = ("8.12", "【CXコンボ】")

# --------------------------------------------------------------------- chapter 3: the zones

# the zones of chapter 3 by clause -> the grammar's zone ids (``grammar.lexicon``) the card text
# names it with, or a reason it has no name in card text
ZONES: dict[str, tuple[str, tuple[str, ...]]] = {
    "3.2": ("山札", ("deck",)),
    "3.3": ("手札", ("hand",)),
    "3.4": ("控え室", ("waiting_room",)),
    "3.5": ("舞台", ("stage",)),
    # 3.6.4: 前列 / 後列 (and each slot by its row and side: 前列中央 …)
    "3.6": ("枠", ("center_stage", "back_stage")),
    "3.7": ("マーカー置場", ("marker_area",)),
    "3.8": ("クロック置場", ("clock",)),
    "3.9": ("レベル置場", ("level_zone",)),
    "3.10": ("ストック置場", ("stock",)),
    "3.11": ("クライマックス置場", ("climax_area",)),
    "3.12": ("思い出置場", ("memory",)),
    "3.13": ("解決領域", ("resolution_zone",)),
}

# 4.8 「山札(の指定のカード)を見る」 read of every ordered pile a card text looks into from an end
# (「ストックを上から1枚見る」): the deck (3.2), the clock (3.8), the stock (3.10) — the engine's zone
# ids; the runtime takes the cards at that end as it does the deck's (``program`` look_top)
LOOKED_PILES = ("deck", "clock", "stock")
