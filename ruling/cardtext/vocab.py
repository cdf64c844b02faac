"""A game's card-text vocabulary, as data: how the lexicon's ids (``grammar.lexicon``) read in
that game. The shared compiler (``ruling.cardtext``) gives the constructions their meaning; a
game supplies only its words (zones, card kinds, stats, references, durations, labels, verbs,
trigger events) and the few constructions that are its own (``Vocab.steps`` and the like:
functions the compiler tries before its own reading)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

# ids every game reads the same way; a game's tables may add to or override them
REFS: dict[str, str] = {
    "this_card": "this",
    "this_unit": "this",
    "that_card": "that",
    "that_unit": "that",
    "that_character": "that",
    "it": "that",
    "those_cards": "chosen",
    "those_characters": "chosen",
    "those": "chosen",
    "chosen_card": "chosen",
    "revealed_card": "chosen",
    "rest_cards": "rest",
    "remainder": "rest",
    "the_other": "rest",  # もう1枚: the other card(s) of the set a step took some of
}
# references that are filters of a description (他の, 別名の, 同名の) or say nothing of one
# (いずれかの: of either player)
REF_FLAGS: dict[str, str] = {
    "other": "other",
    "another": "other",
    "different_name": "other_name",
    "same_name": "same_name",
    "any": "",
}
OWNERS: dict[str, str | None] = {"you": "you", "opponent": "opponent", "self": "self"}
# a count's bound (``grammar.ast.Count.bound``) as a comparison: 「N以上」 / 「N」 / 「Nまで」 /
# 「N以下」 / 「N未満」 (``less_than``: fewer than N)
CMP = {
    "at_least": "ge",
    "exact": "eq",
    "up_to": "le",
    "at_most": "le",
    "less": "lt",
    "less_than": "lt",
}


@dataclass(frozen=True)
class Vocab:
    """``zones``: lexicon zone id -> the engine's zone (or zone group); ``positions``:
    position id -> ``pos`` value (``top`` / ``bottom``) or a zone group (``front`` …) as
    ``("pos", v)`` / ``("zones", v)``; ``kinds``: card kind id -> kind; ``refs`` /
    ``ref_flags`` / ``owners``: added to the shared tables; ``stats``: stat id -> stat;
    ``words``: word id -> ``(Sel field, value)`` (``("states", "face_up")``, ``("colors",
    "RED")`` …); ``named``: the head of a name printed before a kind noun (``token`` for
    プラント・トークン) -> ``(Sel field, value template)``; ``icons``: icon id -> icon;
    ``durations``: duration id -> how long an effect lasts (``turn``, ``battle`` …);
    ``during``: duration id -> whose turn it is a condition on (あなたのターン中、);
    ``label_zones``: a zone label's text (``(R)``) -> the zones an ability works in;
    ``verbs``: verb id -> neutral operation for the plain verbs (``draw`` -> ``draw``,
    ``put`` -> ``move`` …), ``dests``: verb id -> the zone it moves to when it names none
    (``discard`` -> the drop); ``states``: ``(verb, form)`` of a relative clause -> a state
    filter (【レスト】している -> ``rest``); ``predicates``: word id of a nominal predicate ->
    a condition word (``second_player`` -> ``second``); ``keywords``: word / keyword id ->
    the keyword a card can have (を持つ); ``events``: ``(verb, form)`` of a trigger's clause ->
    the game's event word; ``phases``: word id -> a phase, turn or battle (timings, and the
    time a trigger names); ``cost_words``: word id -> a payment printed as a word and a
    number (【カウンターブラスト】(1)); ``kind_zones``: card kind -> the zone a player's cards of
    that kind are in (「あなたが「X」のクレストを持つ」: the crest zone); ``hooks``: a game's own constructions,
    by the place they are tried (``step``, ``condition``, ``trigger``, ``cost``, ``sel``;
    ``trigger_part``: one event of several, 「A時か、B時」, given as a trigger of its own):
    each takes the AST node (and the compiler) and returns a result or None."""

    game: str
    zones: Mapping[str, str]
    kinds: Mapping[str, str]
    stats: Mapping[str, str]
    # a card kind the lexicon names that is a subtype a card has printed among its types (VG
    # 2.9.4: アリーナ, プロダクト 17.12.1): kind id -> the subtype as printed, read as the card's
    # categories (``Sel.groups``, given by the scenario) like a subtype word the lexicon does not
    # know (作戦, 魔法); a kind neither here nor in ``kinds`` refuses the phrase
    subtypes: Mapping[str, str] = field(default_factory=dict)
    positions: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    refs: Mapping[str, str] = field(default_factory=dict)
    ref_flags: Mapping[str, str] = field(default_factory=dict)
    owners: Mapping[str, str | None] = field(default_factory=dict)
    words: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    named: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    # a card kind the lexicon lacks, printed as a name before a kind noun (CO's 「アイテムカード」:
    # ``Named("アイテム", card)``): ``(printed text, head kind id)`` -> the kind (``Sel.kinds``),
    # read before ``named``
    named_kinds: Mapping[tuple[str, str], str] = field(default_factory=dict)
    # 「レスト状態」 / 「スタンド状態」 / 「タップ状態」: the printed name before 状態 -> the state
    # filter it is (``Sel.states``), the game's word for a card's orientation; read before
    # ``named["state"]`` (a state of another kind, VG's 「SweetLink状態」)
    state_names: Mapping[str, str] = field(default_factory=dict)
    icons: Mapping[str, str] = field(default_factory=dict)
    durations: Mapping[str, str] = field(default_factory=dict)
    during: Mapping[str, str] = field(default_factory=dict)
    label_zones: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    verbs: Mapping[str, str] = field(default_factory=dict)
    # verb id -> the clauses of the game's rules that say what a step said with that verb means
    # or does (VG 7.10.1.1: 「見せる」 is 「公開する」): the compiled step carries them (``Op.detail``
    # ``("said", clauses)``, ``steps.step``) for the game's runtime to cite where it carries the
    # step out
    verb_clauses: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # the clauses saying reminder text （…） has no effect on the game (VG 2.11.3): a keyword
    # whose meaning the rules give and whose printed reminder the compiler leaves unread (a
    # validity keyword, ``abilities.validity``) carries them (``Cond.said``) for the
    # runtime to cite with the keyword's own clauses
    reminder_clauses: tuple[str, ...] = ()
    # 「そのターン中、<事象>した時、…」 in an effect: a delayed trigger with a period printed (VG
    # 11.9.7.1), the delay's ``until`` — read only by a game whose runtime keeps the period
    delayed_periods: bool = False
    # 「次のあなたのターン開始時、…」 / 「次の相手のターン終了時、…」 in an effect: a delayed trigger
    # waiting for that point of that fighter's next turn (``Trig`` ``owner``, ``detail`` ``next``)
    # — read only by a game whose runtime keeps a delayed trigger past the turn it was made in
    delayed_next_turn: bool = False
    dests: Mapping[str, str] = field(default_factory=dict)
    states: Mapping[tuple[str, str], str] = field(default_factory=dict)
    # a step of an effect said with 「ことができる」 is the player's option, as 「…してもよい」
    # (``steps.able_as_optional``); a game whose rules give 「できる」 a sense of its own (VG's
    # play requirements, 11.8.2.4.2) leaves it False and the modal refused
    able_is_optional: bool = False
    # 「(ユニットA)は(ユニットB)にアタックする」 as a step (VG 7.36.1): an instruction to attack the
    # game's runtime carries out (``steps._attack_instruction``); False: the step is refused
    attack_instruction: bool = False
    # 「以下からNつまでを選ぶ」 (a choice of up to N of the items, none as well: VS 1.3.5 with
    # 8.13.3): the game's runtime lets the player stop choosing (``Op("modes", bound="up_to")``);
    # False: the choice is refused
    modes_up_to: bool = False
    # 「相手は以下を１つ選ぶ。あなたは選ばれたものを行う」: the runtime lets the player named choose
    # the items the master carries out (``Op("modes")`` ``detail`` ``chooser``); False: refused
    modes_chooser: bool = False
    # 「以下から２つまで選び、行う。同じものを２回選んでもよい」: the runtime lets an item be chosen
    # that many times (``Op("modes")`` ``detail`` ``repeat``); False: refused
    modes_repeat: bool = False
    # 「以下から、このターンに選んでいないものを１つ行う」: the runtime keeps the items an ability
    # chose this turn (``Op("modes")`` ``detail`` ``unchosen``); False: refused
    modes_unchosen: bool = False
    # a state a card is put in, as printed before 状態 (CO 「タップ状態」), -> the verb that puts it
    # there: 「XをS状態にする」 / 「XはS状態になる」 is that verb on X (``steps.made_so``)
    state_verbs: Mapping[str, str] = field(default_factory=dict)
    # the game's runtime reads a state negated (``"not:<state>"`` in ``Sel.states``): 「【レスト】
    # していないリアガード」 / 「デリートされていないヴァンガード」; without it a negated state in a
    # selector is refused (``nouns.state_clause``)
    negated_states: bool = False
    # whether the runtime reads a unit described by the zone it appeared from (「山札から登場した
    # リアガード」: ``Sel.states`` ``entered_from:<zone>``, the 登場 that put it on its circle)
    entered_from_states: bool = False
    predicates: Mapping[str, str] = field(default_factory=dict)
    keywords: Mapping[str, str] = field(default_factory=dict)
    # a word the grammar leaves untyped (``A.Unknown``, its text) that the game reads as one of its
    # ``words`` (the word id): VS 「女性」 / 「男性」, the gender the signs ♥ / ♠ print (2.4.1.1) —
    # a word another game leaves to its own reading (CO's gender of a character)
    unknown_words: Mapping[str, str] = field(default_factory=dict)
    events: Mapping[tuple[str, str], str] = field(default_factory=dict)
    phases: Mapping[str, str] = field(default_factory=dict)
    cost_words: Mapping[str, str] = field(default_factory=dict)
    kind_zones: Mapping[str, str] = field(default_factory=dict)
    # the game's compiler of one ability (a quoted ability given by 『…』を得る / を与える)
    compile: Callable[[Any], Any] | None = None
    # the two values a pair of amounts changes (VS 「+2000/-0」: attack / defence, 8.2.1.2)
    pair_stats: tuple[str, str] | None = None
    # words the lexicon types as plain words that name one of the game's values (VS 「AP」 /
    # 「攻撃力」: attack, 2.10.1) -> the stat; read as a stat in a value change (「このカードのAPを
    # +1000する」)
    stat_words: Mapping[str, str] = field(default_factory=dict)
    # words naming a text of a card whose number of characters a condition may read (VS 2.1.2.1
    # 「6文字の名前」: 「名前が6文字以上なら」 / 「名前の文字数が…」) -> the value's stat id (one of
    # ``stats``); a count of characters of any other word is refused
    length_words: Mapping[str, str] = field(default_factory=dict)
    # the values whose original value (「元々のパワー」, VG 5.1.3) a condition may compare: the
    # runtime reads ``original_<stat>`` (``Cond("stat", stat="original_<stat>")``); others refused
    original_stats: frozenset[str] = frozenset()
    # the values a 「XのYをNにする」 / 「XのYはNになる」 may set (``steps.set_value``); a set of any
    # other value is refused
    set_stats: frozenset[str] = frozenset()
    # the values such a step may make ∞ (「XのYを∞にする」, VG 17.17.12.1: ``Op.detail``
    # ``infinite``, the number 0); a value made ∞ of any other is refused
    infinite_stats: frozenset[str] = frozenset()
    # whether the game's runtime reads a count of kinds (「…のカード名が４種類以上なら」:
    # ``Cond("kinds")``, how many different names / values, VG 18.3.1); else refused
    kinds_count: bool = False
    # words (not stats) naming a piece of information whose kinds such a count may read: word id
    # -> the value id the runtime counts (VG 「…のカードのトリガーアイコンが２種類以上なら」:
    # ``Cond("kinds", stat="trigger_icon")``, the icons the cards have, no icon no kind, 11.10.2.1.1)
    kinds_words: Mapping[str, str] = field(default_factory=dict)
    # whether the game's runtime reads a choice made at random (「ランダムに１枚選び」: ``Op.detail``
    # ``("random", True)``, by chance among the cards named, VG 12.4.2); else refused
    random_choice: bool = False
    # whether the game's runtime reads 「可能な限り」 on a choice or a move of a number of cards
    # (「１枚を可能な限り(R)にコールする」: ``Op.detail`` ``("as_possible", True)``, the number done as
    # nearly as possible, VG 1.3.2.4); else refused
    as_possible: bool = False
    # the values a 「XのYを２倍にする」 / 「XのYは２倍になる」 may multiply (``steps.times_value``:
    # an increase by the value times N-1 when resolved, VG 11.11.4.1.1); another is refused
    times_stats: frozenset[str] = frozenset()
    # how many a choice with no number printed takes (VS 1.3.5.1: one); None: a count is needed
    choose_default: int | None = None
    # the kinds naming the units of one circle of a fighter (VG 「ヴァンガード」: the units on the
    # vanguard circle, 4.9.2.6): a choice of a fighter's one of them with no number printed
    # (「相手のヴァンガードを選び」) chooses the units it names — every one there (``bound`` all)
    choose_uncounted_kinds: frozenset[str] = frozenset()
    # how long a change lasts when nothing in its sentence says (VS 8.2.1.2, VG 11.3.1.2: 「この
    # ゲーム中」); None: such a change is refused
    default_until: str | None = None
    # a player's named information and the values a card text may compare it with (VG 7.43.1
    # 世界: 「あなたの世界が真宵楽園なら」): info word -> {value word -> the value's spellings};
    # ``Cond("player_info")`` with ``verb`` the info and ``detail`` the spellings
    player_info: Mapping[str, Mapping[str, tuple[str, ...]]] = field(default_factory=dict)
    # the informations whose value may also be a name the text prints that the lexicon does not
    # know (VG 7.43.2.1 lists the world names of the rules *as they stand*: a card may bring its
    # own, 「あなたの世界は冥夜になる」 / 「あなたの世界が冥夜なら」): the name as printed
    player_info_open: frozenset[str] = frozenset()
    # a player's number a condition compares (VG エネルギー, 3.1.3): word id -> the player value;
    # 「あなたのエネルギーが５以上なら」 is ``Cond("player_number")`` with ``verb`` the value
    player_numbers: Mapping[str, str] = field(default_factory=dict)
    # the events whose happening this turn the engine can read back (「このターンに…している
    # なら」, ``Cond("history")``); others are refused
    history_events: frozenset[str] = frozenset()
    # whether the engine compares a history's count with the number of cards a selector finds
    # (``Cond("history", than=…)``: 「このターンにあなたが手札に加えたカードの枚数が相手の手札の枚数
    # 以上なら」); without it such a comparison is refused
    history_than: bool = False
    # whether the engine counts a history up to the event that triggered the ability being
    # resolved (``Cond("history")`` ``detail`` ``("upto", "trigger")``: 「このターン中にあなたが
    # ライドしたのが２回目なら」, that event the N-th of its kind this turn); without it refused
    history_upto_trigger: bool = False
    # a keyword action printed as the object of する (VG 「このターンに【D-双闘】したなら」,
    # 「【カウンターチャージ】していないなら」): the keyword (label name or word id) -> the verb
    # ``events`` reads the event of, so every trigger and history form of it reads
    keyword_acts: Mapping[str, str] = field(default_factory=dict)
    # an act printed as a verb with the kind of it it is done as, marked by で (VS 「パートナー
    # アタックでアタックした時」 / 「…にパートナーアタックでアタックされた時」): (the verb, the
    # kind's word id or label name) -> the verb ``events`` reads — the same act as the kind's own
    # verb (「パートナーアタックした時」); any other means stays as printed
    manner_acts: Mapping[tuple[str, str], str] = field(default_factory=dict)
    # a noun naming an act, printed without its する (VS 「このカードのサポート時」: サポート; the
    # word ids ``events`` knows and ``keyword_acts`` are such nouns too): the noun (an unknown
    # word's text, a word id or a label name) -> the verb ``events`` reads
    act_nouns: Mapping[str, str] = field(default_factory=dict)
    # the kind of an ability is read from its text, no mark printed (VS: 「[領域](条件)した時、」
    # is an automatic technique, 「[領域](効果)」 a continuous one, 8.1.1.2 / 8.1.1.4)
    kind_from_text: bool = False
    # 「ソウルのこのカード」 / 「ドロップのこのカード」: this card named with the zone it is in — the
    # game's resolver reads ``Sel(ref="this", zones=…)`` as the card only while it is there (else
    # no card); without it a zone beside 「このカード」 is refused (``nouns._check``)
    this_in_zone: bool = False
    # the phases / steps (``Trig.phase``) whose own name printed with に at the head of an
    # ability (「[リング]アタック終了ステップに、…」) the rules list as a trigger condition of
    # their own (VS 7.1.6.1: 「「アタック終了ステップに」で示されている誘発条件」): the ability is
    # triggered there (``Trig`` point ``at``, ``abilities.named_moment_trigger``); another
    # phase named so is a time, not a trigger, and stays as printed
    step_moments: frozenset[str] = frozenset()
    # those of them about a card (its subject), read back per card in a selector (「このターンに
    # 登場したユニット」, ``Sel.did``); others (a player's: ライドした) are refused there
    card_events: frozenset[str] = frozenset()
    # the events of a player's act whose record says how many cards it moved (VG 7.24.4.1 /
    # 7.25.4.1 「(数値)枚ソウルブラストする」): 「このターンにあなたが【ソウルブラスト】を３枚以上
    # しているなら」 counts them over the turn's acts
    counted_events: frozenset[str] = frozenset()
    # the events whose record says how much of something happened (VG damage: 「２ダメージ」,
    # 7.35.1): 「このターン中に相手が３ダメージ以上受けていたなら」 sums the amounts over the turn's
    # events (``Cond("history")`` with ``detail`` ``count`` ``amount``); others refused
    amount_events: frozenset[str] = frozenset()
    # the events whose trigger, about this card, names the other card of the event as 「その
    # ユニット」 (VG attack: the unit attacked, boost: the unit boosted): 「ヴァンガードにアタック
    # したなら」 / 「「X」を含むユニットをブーストしたなら」 after such a trigger is read of that card
    # (``abilities.event_again``); others are left as printed
    event_others: frozenset[str] = frozenset()
    # whether a description with its subject left unsaid (「…を１枚選び、ユニットカードなら…」) is
    # read of the cards the step before dealt with (a ``match`` of ``Sel(ref="implied")``, named
    # by ``abilities.in_context``; the game's runtime reads the reference); else refused
    unsaid_subject: bool = False
    # whether the fighter a sentence's topic names does each act of that sentence, not only the
    # first (「相手は自分のリアガードを１枚選び、退却させる」: VG 11.8.5.1), in a game whose runtime
    # runs a step by another fighter (``abilities.in_context``); else only the first step's
    sentence_performer: bool = False
    # a game's own step verbs (beyond the shared acts ``abilities._PERFORMED``) that such a
    # sentence's fighter does too (VG 「相手は…選び、自分のリアガードサークルに呪縛カードとして置く」)
    performed_verbs: frozenset[str] = frozenset()
    # whether the runtime reads 「XがYになったなら」 (``Cond("became")``: X is Y now and was not
    # when the effect began to resolve); else refused
    became: bool = False
    # whether the runtime reads a margin on a count compared with another (``Cond.margin``:
    # 「AがBより2枚以上多いなら」); else refused
    count_margin: bool = False
    # whether the runtime reads the total of a value over the cards a place holds
    # (``Cond("total")``: 「あなたのソウルのカードのグレードの合計が１０以上なら」); else refused
    stat_totals: bool = False
    # whether the runtime's choice reads what the cards chosen together must meet
    # (``steps.choice_goal``: 「グレードの合計がN以下になるように」, 「…がそれぞれ異なるように」)
    choice_goals: bool = False
    # 「ソウルに置かれたなら」 / 「後列から前列に移動したなら」 after a trigger on that event: the
    # event that triggered the ability, described further (``Cond("event_is")``), read by the
    # game's runtime where it keeps, for each such condition, whether that event met it
    redescribed_events: bool = False
    # whether the runtime reads 「AではなくBにする」 replacing a filter of a choice
    # (``Op.detail`` ``instead_filter`` on the choice: (condition, A's filters, B's))
    instead_filter: bool = False
    # the steps besides a choice / search whose count a later 「AではなくB」 may replace, in a
    # game whose runtime reads ``Op.instead`` on them (VG: a draw 「１枚ではなく２枚引く」, a
    # keyword action 「【エネルギーチャージ】(1)。…なら、(1)ではなく(2)。」), each with the unit its
    # count is said in (「枚」 ``card``, 「(N)」 ``paren``); others refused
    instead_counts: Mapping[str, str] = field(default_factory=dict)
    # whether the runtime counts circles with a card on them (「(R)が５つ埋まっている」: ``Sel``
    # ``states`` ``filled`` / ``empty`` of circles); else refused
    filled_circles: bool = False
    # whether the runtime reads 「あなたのバトルフェイズ中、」 / 「相手のメインフェイズなら」 (``Cond("phase")``
    # with ``owner`` the player whose turn it is and ``verb`` the phase of ``phases``): it is that
    # player's turn and that phase of it; else refused
    phase_conditions: bool = False
    # whether 「登場したユニット」 (a relative clause of the trigger's own event, without その) in
    # an automatic ability's effect is the card the event was about (``abilities.event_refs``);
    # else left to the game's reader
    bare_event_refs: bool = False
    # the passive events whose card 「その」 names (``Sel(ref="that")``) is the one that did the
    # act (VG ridden: the unit riding upon this one): event -> the active event a relative clause
    # of that act names — 「ライドしたユニット」 in the effect of 「このユニットがライドされた時」
    # (``abilities.event_refs``, round 47)
    agent_events: Mapping[str, str] = field(default_factory=dict)
    # the events whose 「…から」 may name a card rather than a place (VG rode: 「グレード３以上から
    # ライドした」, the vanguard ridden upon): read as the event's ``target``
    from_card_events: frozenset[str] = frozenset()
    # the events whose other card (``Trig.target``) comes to its place in the event (VG ridden:
    # the unit riding upon this one, from the hand or the ride deck, 6.3.2.1): a place printed in
    # that card's description (「ライドデッキのグレード１にライドされた」) is where it came from,
    # as 「ライドデッキからグレード１にライドされた」 says (``Trig.src``, read by the runtime)
    origin_targets: frozenset[str] = frozenset()
    # the acts (verbs ``events`` reads) whose 「…に参加する」 the game's rules say is doing the act
    # (CO 3-4-5-2: 「アタック(に参加)したとき」 is the attack's trigger): 「Xがアタックに参加した
    # 時」 is 「Xがアタックした時」 (``triggers.joined_act``); in another game it stays refused (VS:
    # whether a supporting card takes part in an attack is not said)
    joined_acts: frozenset[str] = frozenset()
    # the events a player does to cards of their own, said in either voice — 「Pが(X)を…した時」
    # and 「Pの(X)が…された時」 — read in the voice the game's events name (``triggers._owner_act``;
    # VG discarded: 7.9.1 捨てる is the owner's move from its hand, 7.9.2 any such card is
    # 捨てられた; called: a fighter calls their own cards to their own circles, 6.2.1; play: a
    # fighter plays their own cards, 11.8.1)
    owner_act_events: frozenset[str] = frozenset()
    # the game's runtime runs ``Op("for_each")``: 「…を２枚まで選び、それぞれについて、A、B」 — the
    # rest of the sentence done once for each card chosen, that card as ``Sel(ref="each")``
    # (``abilities.for_each_steps``); without it the connector is refused
    for_each: bool = False
    # the game's runtime runs ``Op("per_group")``: 「XにつきAを１枚選び、B」 — the choice and the
    # rest of the sentence done X times, no card chosen twice (12.7.1, 12.7.3;
    # ``abilities.per_group_steps``); without it the construction is refused
    per_group: bool = False
    # the game's runtime reads 「そのターン中、この能力は使えなくなる。」 at the end of an effect as
    # the ability's limit (``Program.limit``, ``params`` ``("limit_said", True)``;
    # ``abilities.said_limit``); without it the sentence is refused as a step
    said_limit: bool = False
    # the game's runtime reads a history since the card's present stay (``Cond`` ``history``,
    # detail ``("since", "stay")``): 「このユニットが「X」の能力でコールされているなら」 — what
    # happened to this card since it was put where it is (``conditions._history``)
    stay_history: bool = False
    # the events that are about a place a card goes to (VG ``put``: 「…に置かれた時」); one
    # printed with no such place is refused (it would never be read as happening)
    dest_events: frozenset[str] = frozenset()
    # the events whose runtime counts the cards moved at one moment: 「２枚以上同時に退却した時」
    # (``Trig.at_once``, ``triggers.clause``); in another game such a trigger stays refused
    at_once_events: frozenset[str] = frozenset()
    # whether the game's runtime reads a step opened by 「違うなら」 (``Op.lead`` ``else``: done
    # only when the condition of the step before it in its sentence was not met); else refused
    else_steps: bool = False
    # the operations the game's runtime reads in an ability a player holds (「あなたは『…』を得る」,
    # each read as a continuous ability: ``steps.held_program``); empty: such a gain is refused
    held_ops: frozenset[str] = frozenset()
    # whether the game's runtime reads a choice of as many cards as other cards are (「…を、Y と
    # 同じ枚数（まで）選ぶ」: ``Op.detail`` ``n_of``, the cards counted when it is done)
    same_count: bool = False
    # whether the game's runtime reads 「好きな順番で（山札の上に）置く / 戻す」 (``Op.detail``
    # ``("order", "chosen")``: the cards put there in the order their master chooses); else
    # refused (a runtime that moved them in the listed order would say nothing of the choice)
    chosen_order: bool = False
    # the zones whose cards have no placement state in the game (VS 4.9.1: only the bench's, the
    # energy zone's and the surprise zone's have one): 「そのまま控え室に置く」 (as it is, no state
    # named) is there the put itself; a put 「そのまま」 to any other zone is refused (the state the
    # card keeps would override the state a moved card is put in)
    stateless_zones: frozenset[str] = frozenset()
    # whether the game's runtime reads a put to one of several places (「山札の上か控え室に置く」:
    # ``Op.detail`` ``("dest_alts", ((zone, pos), …))``, the performer picking one); else refused
    dest_choice: bool = False
    # whether the game's runtime reads a choice of 「望む枚数」 (``Op.bound`` ``any``: as many as
    # the player picks, none to all); else refused
    any_count: bool = False
    # whether the game's runtime reads one card's value against another value of another card
    # (``Cond.than_stat``: 「…の攻撃力が…の防御力より高いなら」); else that comparison is refused
    two_values: bool = False
    # whether the game's runtime reads a value term (``ir.Value``): a value compared with a
    # multiple or a margin of a card's value (``Cond.value``: 「…が…の２倍以上なら」, 「…が…より
    # 15000以上大きいなら」); else such a comparison is refused
    value_terms: bool = False
    # the zones the game's runtime takes a choice from one at a time (「手札とドロップからそれぞれ
    # １枚選び」: that many from each, ``Op.detail`` ``each_place``); empty: such a choice is refused
    each_place: frozenset[str] = frozenset()
    # whether the game's runtime joins a choice of two parts (「手札から１枚と、リアガードを１枚選び」:
    # two choices, the second's ``Op.detail`` ``joined``: the cards chosen are both's); else refused
    joint_choice: bool = False
    # the clauses of the game's rule that a unit an ability's step leaves unsaid, with nothing
    # before it to act on, is the unit that has the ability (VG 11.8.5.3: 「パワー＋5000」 is
    # 「このユニットのパワー＋5000」); empty: such a step is refused
    unsaid_unit: tuple[str, ...] = ()
    # whether the game's runtime ends the turn by an instruction (「このターンを終了する」:
    # ``Op("end_turn")``, VG 18.4); else refused
    turn_end: bool = False
    # whether the game's runtime carries out a quoted effect (「『…』を行う」 / 「『…』をしてよい」:
    # ``Op`` ``modes`` with one item, ``skill`` ``quoted``); else refused
    quoted_effects: bool = False
    # whether the game's runtime carries out 「以下すべてを行う」 (every item from the top, ``Op``
    # ``modes`` with ``bound`` ``all``) and items keyed by a number of cards (「Xの枚数により
    # 以下…を行う。・２枚以上‐…」, ``detail`` ``according``)
    all_items: bool = False
    # ``(verb, form)`` of a relative clause that says where the cards are (CO 「フィールドに出ている
    # すべてのカード」, 4-2-7): its place (the GOAL) is the zones they are looked for in
    place_verbs: frozenset[tuple[str, str]] = frozenset()
    # a card's information a description may name as where a text is contained (VS 2.14.7
    # 「称号に“妹”を含む」: ``{"title": "title"}``, word id -> the card's field): ``Sel.info_contains``
    info_words: dict[str, str] = field(default_factory=dict)
    # the word id of the card's information a bare 「「X」を含む」 is about, so that the field named
    # (「カード名に「X」を含む」) says no more than the bare form (VG: the card name, 14.47.3.2
    # 「カード名に「(名称)」を含む」); None: the field named is read by ``info_words`` or refused
    contain_field: str | None = None
    # the card's information a quoted text standing alone as a term of a description names, the
    # whole value (VS 2.3.1.1: 「<妹>のカード」, a title referred to in < >, read as “…”):
    # ``Sel.info_contains`` ``(literal_field, text)``; None: a literal is a category (``groups``)
    literal_field: str | None = None
    # the card's field a work name 『X』 names (VS 2.9.1: 「『X』のカード」, a card of the work X):
    # ``Sel.info_contains`` ``(field, X)``, compared by the game's runtime (works referred to
    # together, VS 2.9.1.1); None: the term is refused
    work_field: str | None = None
    # 「称号が<X>のカード」 / 「名前が“X”のカード」 / 「作品名が『X』のカード」: the card whose field
    # is the value quoted (``fields.field_value_subjects``) — the field's term, as (class name,
    # id or text), -> the class of the term the value stands as alone (VS: a title as a
    # ``Literal``, 2.3.1.1; a work as a ``Work``, 2.9.1), or ``contain:<word id>``: the relative
    # 「<word>に“X”を含む」 (VS ``contain:named``: the whole name, 2.1.1); empty: the
    # two subjects are refused as they are (``conditions.args_of``)
    field_values: dict[tuple[str, str], str] = field(default_factory=dict)
    # an event named by its verb with an object that is part of its name, event id -> the
    # object's word id (VS 「このカードがダメージを受けた時」: ``{"damaged": "damage"}``, 7.1.5.3):
    # that object is the event's own, not a target the trigger names
    event_objects: dict[str, str] = field(default_factory=dict)
    # the operations whose cards the game's runtime keeps for a condition on them (「グレード３以上
    # を置いたなら」: ``Cond("done", filt=…)``, the step before did it to such a card); others refused
    done_objects: frozenset[str] = frozenset()
    # the operations (and keyword payments) whose cards the game's runtime keeps from the cost of
    # the ability being resolved (「このコストで３枚以上退却させたなら」 / 「このコストでグレード４を
    # 【ソウルブラスト】したなら」: ``Cond("done")`` with ``detail`` ``by`` ``cost``); others refused
    cost_objects: frozenset[str] = frozenset()
    # whether the game's runtime reads what happened in the battle now (「このバトルで…している
    # なら」: ``Cond("history")`` with ``detail`` ``since`` ``this_battle``); else refused
    since_battle: bool = False
    # the operations that act only on units on the field (VG 退却: from a circle to the drop): a
    # から-place the grammar hangs on a past clause of one of them (「山札から退却させたユニットの
    # …を探し」) is the step's (``steps._place_out_of_acted``)
    field_acts: frozenset[str] = frozenset()
    # the references whose cards the game's runtime resolves to those a choice is made among
    # (「その退却したカードを１枚選び」: the cards the trigger's event was about); others refused
    choose_refs: frozenset[str] = frozenset()
    # the operations whose runtime reads a replaced manner of doing them (「コールする際、【レスト】
    # ではなく【スタンド】でコールしてよい」: ``detail`` ``instead_manner``); others refused
    manner_steps: frozenset[str] = frozenset()
    # a noun naming an act (VG アタック) -> the role its owner has in it: 「このユニットのアタックが
    # ヴァンガードにヒットした時」 is about this unit as the attacker; 「このユニットがブーストした
    # アタック」, as the booster (the event word of the clause before the noun). ``act_events``:
    # the events whose runtime reads such a role (``Trig.role``); any other is refused
    acts: Mapping[str, str] = field(default_factory=dict)
    # states of a unit in the battle now (VG アタックしている / ブーストされている): 「このバトルで」
    # before them says nothing more
    battle_states: frozenset[str] = frozenset()
    # states of a unit with another card named by 「…と」 (VG 「このカードと魔獣合成されている
    # トークン」, 6.10.6.1): the state and its partner (``Sel.partner``), read by the game's runtime
    with_states: frozenset[str] = frozenset()
    # validity-condition keywords (VG 有効条件キーワード 14.2: 【リミットブレイク】(4), 勇敢 …): keyword id
    # -> the condition, given the keyword's number (or None) and the kind of ability it heads
    # (the builder refuses a kind it does not read); a keyword not listed is refused
    validity: Mapping[str, Callable[[int | None, str], Any]] = field(default_factory=dict)
    act_events: frozenset[str] = frozenset()
    # the acts (``acts``' roles) by which a trigger's event may be said to happen that the game's
    # runtime reads — 「このカードのアタックで相手のリングのカードが…置かれた時」 / 「このカードが
    # アタックによって…置かれた時」: ``Trig.means`` ``act:<role>``, ``Trig.by`` the card whose act
    # it is (None: any card's); any other act as a means is refused
    act_means: frozenset[str] = frozenset()
    # an event verb -> the act (a word of ``acts``) by which a card named as its doer does it
    # (VS 「このカードが相手のリングのカードをリタイヤ置場に置いた時」: a card puts a card there by
    # its attack — 7.1.5.2 / 7.1.5.4 — the effects of its techniques being its master's, 4.3.3):
    # the active 「XがYを…に置いた時」 is read as 「Xの<act>でYが…に置かれた時」
    # (``triggers.agent_event``); a verb not listed keeps the active form (refused)
    agent_acts: Mapping[str, str] = field(default_factory=dict)
    # card kinds besides 能力 / 効果 that name an ability as the means of an event (VS 「相手の技に
    # よって…置かれた時」 / 「…の技で」: ``Trig.means`` the kind, ``Trig.by`` whose)
    means_kinds: frozenset[str] = frozenset()
    # keywords (ids of ``grammar.keywords``) the runtime reads as the means of an event: the
    # keyword's own action, or an ability that carries the keyword (VG 「このユニットがオーバー
    # ドレスで登場した時」 6.7, 「…がリライトで登場した時」 14.58.1, 「…の暴喰で退却した時」
    # 14.26.2): ``Trig.means`` ``kw:<id>[/<id>…]`` (「ドラグドレスかレヴォルドレスで」: either),
    # ``Trig.by`` whose; a keyword not listed is refused as a means
    keyword_means: frozenset[str] = frozenset()
    # 「ライド以外で」: an event by any means but the one printed before 以外 (VG 14.32.4, the
    # moves a ride makes): the printed word -> ``Trig.means`` the runtime reads (``not:ride``)
    except_means: Mapping[str, str] = field(default_factory=dict)
    # words that name the means of an event by themselves (VG 「ノーマルライドで登場した時」 /
    # 「スペリオルライドで…」 6.3.2.1 / 6.3.2.2; 「ライドで」): the lexicon word id, or the text of a
    # word the grammar leaves untyped -> ``Trig.means``
    word_means: Mapping[str, str] = field(default_factory=dict)
    # verbs that name another verb's act done in a manner (VG 「スペリオルコールする」, a call that
    # is no normal call, 6.2.2.2): verb -> (base verb, the ``word_means`` word that says the
    # manner); read by ``ruling.cardtext.manner``
    manner_verbs: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    # verbs whose 「（カード）に」 names the card acted on, not a place (VG 「そのカードにライドする」:
    # the card ridden — 16.3.1.1's 「…を持つカードにライドし」): read as the step's object
    goal_card_verbs: frozenset[str] = frozenset()
    # verbs whose perfect passive without a time (「このユニットがダメージゾーンからコールされていた
    # なら」) tells how the card came to be where it is, read as 「…されている」 (VG: call, the
    # call that put the unit on its circle, 6.2.1.2)
    perfect_passive_verbs: frozenset[str] = frozenset()
    # verbs whose passive 「XがVされた」 says that any card's act V-ed X: verb -> (the card kind,
    # the act's word) (VG 「あなたのヴァンガードがヒットされた時」 = 「ユニットのアタックがあなたの
    # ヴァンガードにヒットした時」, 10.7.1.6.1: the unit attacked is the one hit) — the event read
    # in the active, X its goal (``triggers.clause``)
    goal_passives: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    # the runtime reads 「(そのターン中、)Xはすべての能力を失う」 from an effect: ``Op`` ``lose_all``,
    # the cards treated as having no ability for the period (VG 7.14.2)
    lose_all: bool = False
    # 「A。Xなら、この能力は無効。」 (VG 11.4.2: under X the ability exists but makes no effect):
    # the clause that says so, the continuous ability then read as 「Xでないなら、A」 (``Cond`` not,
    # ``detail`` ``("void", clause)``); None: refused
    void_under: str | None = None
    # the events a game's runtime reads as what describes a battle in a timing of it (「この
    # ユニットがアタックしたバトル終了時」 ``attack``; ``Trig.role``); any other is refused (None:
    # every event is read)
    battle_events: frozenset[str] | None = None
    # the operations the game's runtime does X times for 「XにつきYする」 (``Op.per`` on a step
    # other than a value change: 「…１枚につき、１枚引く」); others with a multiplier are refused
    per_steps: frozenset[str] = frozenset()
    # the operations the game's runtime does once for each player (「あなたと相手は、それぞれ
    # １枚引く」 / 「…それぞれ自分の…を１枚選び」: ``Op.performer`` ``each``); else refused
    each_player: frozenset[str] = frozenset()
    # whether the game's runtime pays a cost of a range of cards (``CostItem.least``: 「１枚
    # 以上、２枚まで退却させる」, the payer picking how many); else refused
    cost_ranges: bool = False
    # the clauses of the game's rule that a sentence opened by 「さらに」 is done only when the
    # sentence before it met its requirement (VG 11.2.5: ``Op.lead`` ``furthermore``); empty:
    # 「さらに」 only opens one more step
    furthermore: tuple[str, ...] = ()
    # 「A。Xなら、かわりにB。」: the sentence B replaces the sentence A before it when X holds
    # as A is to be resolved (``Op.lead`` ``replaces``; VG 11.3.1.3.4), in a game whose runtime
    # reads it — the clauses it cites; empty: refused
    instead_sentences: tuple[str, ...] = ()
    # whether the game's runtime reads 「…がすべて別名なら」 (``Cond("every")`` with the filter
    # ``distinct_names``: no two of the cards share a name, 12.6.1); else refused — 別名 alone as
    # the predicate compares the cards with one another, not with this card
    every_distinct: bool = False
    # 「【コスト】[…]することで１枚引く」 (no comma after ことで): the cost the grammar hangs on the
    # first step is the ability's (``abilities.cost_of_the_ability``; VG 11.8.2.3); else as read
    first_step_cost: bool = False
    # whether the game's runtime reads 「X以外の…」 (``Sel.but``: the cards X names or describes
    # left out); else refused
    excluding: bool = False
    # kinds a text names by the circle the card is on, not by a count (VG ‘ヴァンガード’: the
    # unit on the vanguard circle, 4.9.2.6): 「相手のヴァンガードを【スタンド】させる」 acts on it
    # (every one so named, ``bound`` ``all``) with no number printed; others need a count
    placed_kinds: frozenset[str] = frozenset()
    # kinds that name cards by the place they stand in (VG 4.9.2.6: ユニット / リアガード /
    # ヴァンガード, the units on the circles): 「あなたのリアガードのパワーの合計」 sums over the
    # cards of that place as 「あなたのソウルのカードの…の合計」 does (``Cond("total")``); a kind
    # not listed, with no zone printed, is refused there
    field_kinds: frozenset[str] = frozenset()
    # 「XがSになった時」 with S a state word (VS 「表になった時」, 4.9.1.5): the event of a card
    # put in that state, the word's id -> the event's name (``triggers.became_state``); others
    # refused as the trigger become.past
    state_events: Mapping[str, str] = field(default_factory=dict)
    # zones that hold one card at most (VS 3.9.2 the surprise zone): 「相手のサプライズ置場のカードを
    # 控え室に置く」 with no number printed names the one card there (every one so named, ``bound``
    # ``all``: none there, nothing is done); a zone not listed needs a count or a choice
    single_zones: frozenset[str] = frozenset()
    # the operations whose cards the game's runtime keeps while the ability resolves, read back
    # by a relative clause of the verb in the past (「公開されたカードすべて」, 「コールしたユニット」,
    # 「捨てたカード」: ``Sel.ref`` ``acted:<op>``, with the filters printed beside it); others refused
    acted_refs: frozenset[str] = frozenset()
    # the references of one card other than this one whose place a step may name (「そのユニットが
    # いた(R)にコールする」: ``that``, the card the trigger named): the game's runtime reads where
    # that card is, or last was (``steps.was_on``); others refused
    was_on_refs: tuple[str, ...] = ()
    # whether the game's runtime reads 「その中に…があるなら」 over the cards the step before looked
    # at (``Sel.ref`` ``among``, a count condition), though it keeps no other cards a step acted
    # on (``acted_refs``); the game checks that a look comes before it
    among_looked: bool = False
    # the operations other than a choice whose count the game's runtime reads as the number of
    # other cards (「同じ枚数引く」, 「捨てた枚数と同じ枚数引く」, 「あなたの手札の枚数と同じ枚数引く」:
    # ``Op.detail`` ``n_of``, counted when the step is done); others refused
    counted_steps: frozenset[str] = frozenset()
    # 「すべてのプレイヤーはゲームに敗北する」: the game runs ``game_end`` with performer ``all``
    # (every player at once); a game that does not is refused it (never run as one player's)
    every_player_game_end: bool = False
    # the actions a modal step may cover (「相手はカードを引けない」, ``ruling.cardtext.modal``):
    # the lexicon's verb (or ``verb:object``) -> ``modal.ModalAction`` (the engine's action and
    # its clauses); a modal step on a verb not listed is left to the game's readers
    modal_actions: Mapping[str, Any] = field(default_factory=dict)
    # whether the runtime reads a modal step under 「…限り、」 as a prohibition in force while
    # that holds (CO statics, ``Game.prohibitions``); else such a step is left to its readers
    modal_in_force: bool = False
    hooks: Mapping[str, tuple[Callable[..., Any], ...]] = field(default_factory=dict)

    def ref(self, rid: str) -> str | None:
        return self.refs.get(rid) or REFS.get(rid)

    def ref_flag(self, rid: str) -> str | None:
        if rid in self.ref_flags:
            return self.ref_flags[rid]
        return REF_FLAGS.get(rid)

    def owner(self, who: str) -> str | None | bool:
        """you / opponent / None (either); False: not an owner this game reads."""
        if who in self.owners:
            return self.owners[who]
        if who in OWNERS:
            return OWNERS[who]
        return False
