"""co card-text constructions of round 25 (s21co, issue 12): wordings a reader of the co rules
document prints, each family with its variants on a minimal board of its own, and the neighbour
that must not change."""

from __future__ import annotations

import pytest

from grammar.normalise import normalise
from tests.ruling.boards import co_ability, co_izumi_board, co_run

# ------ the copula's conditional spelled out: 「Xであれば、」 / 「Xであるなら(ば)、」 / 「Xである
# 場合、」 are 「Xなら、」 / 「Xの場合、」 (a condition on the step after it, 4.2.9's card text read
# as printed); folded in the grammar's input (grammar.normalise.SPELLINGS), so every game reads it

HP = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: {hp}
    energy: 1
    deck: 10
    hand: [{{name: 策, type: event, cost: 1, text: "{text}"}}]
  B:
    hp: 20
    deck: 10
actions:
  - {{do: play, card: 策}}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    "cond",
    ["なら", "ならば", "であれば", "であるなら", "であるならば", "である場合", "の場合"],
)
def test_a_condition_in_any_spelling_of_the_copula(cond: str) -> None:
    text = f"あなたのHPが10点以下{cond}、あなたはカードを1枚引く。"
    ab = co_ability(text, type_="event")
    assert ab.supported, ab.reason
    # HP 8: the condition holds, one card drawn (the event card itself has left the hand)
    assert co_run(HP.format(hp=8, text=text)).outcome["state"] == {"A.hand": 1}
    # the neighbour: HP 15, it does not hold, nothing drawn
    assert co_run(HP.format(hp=15, text=text)).outcome["state"] == {"A.hand": 0}


def test_a_word_holding_the_copula_is_kept() -> None:
    # 「であれば」 with no comma after it, inside a name, or in 「でなければ」 is not folded
    for text, kept in (
        ("であればよい", "であれば"),
        ("「アンタップ状態であれば、」を含む", "であれば"),
        ("でなければ、", "でなければ"),
    ):
        assert kept in normalise(text).text


# ------ 「AしてからB」: A, then B (the sequence 「Aして、B」), after any verb's te-form


@pytest.mark.parametrize(
    "text",
    [
        "あなたはカードを2枚引いてから手札を1枚クラッシュする。",
        "あなたはカードを2枚引いてから、手札を1枚クラッシュする。",
        "あなたはカードを2枚引いて、手札を1枚クラッシュする。",
        "あなたはカードを2枚引き、手札を1枚クラッシュする。",
    ],
)
def test_a_step_then_another_with_tekara(text: str) -> None:
    ab = co_ability(text, type_="event")
    assert ab.supported, ab.reason
    got = co_run(HP.format(hp=20, text=text)).outcome["state"]
    # two drawn, then one of them crashed: one left in hand (the event has left it)
    assert got == {"A.hand": 1}


def test_tekara_after_heal_then_draw() -> None:
    text = "あなたはHPを2点回復してからカードを1枚引く。"
    ab = co_ability(text, type_="event")
    assert ab.supported, ab.reason
    doc = HP.format(hp=10, text=text).replace("ask: [A.hand]", "ask: [A.hand, A.hp]")
    assert co_run(doc).outcome["state"] == {"A.hand": 1, "A.hp": 12}


def test_subete_kara_is_not_a_sequence() -> None:
    # 「すべてから」: て ends a count there, not a verb's te-form
    assert "すべてから" in normalise("フィールドに出ているすべてから").text


# ------ 〔X〕: the rules' prose brackets a card name 〔…〕 where card text prints 『…』 (co.txt):
# the same name, read the same way (4.2.10: in X's own text, X itself; another name is another
# card, refused with that reason until the engine reads it)

TAP = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    energy: 0
    deck: 10
    field: [{{name: 鬼, type: character, ap: 1, dp: 1, text: "{text}"}}]
  B:
    hp: 20
    deck: 10
actions:
  - {{do: activate, card: 鬼}}
ask: [B.hp, 鬼.state]
"""


@pytest.mark.parametrize("name", ["『鬼』", "〔鬼〕"])
def test_own_name_in_either_bracket(name: str) -> None:
    text = f"{name}をタップする:敵デュエルマスターに2ダメージを与える。"
    ab = co_ability(text, name="鬼")
    assert ab.supported, ab.reason
    assert co_run(TAP.format(text=text)).outcome["state"] == {"B.hp": 18, "鬼.state": "rest"}


@pytest.mark.parametrize("name", ["『姫』", "〔姫〕"])
def test_another_cards_name_in_either_bracket_is_not_read_as_this(name: str) -> None:
    # round 52 (s49coB): a one-off step on another card's name is done on a card of that name
    # (4.2.10 reads only the card's own name as itself; ``test_co_r52_named_other_card``) — never
    # on this card; a name written where it is not read so stays refused
    text = f"『鬼』がクラッシュしたとき、あなたは{name}をアンタップしてもよい。"
    ab = co_ability(text, name="鬼")
    assert ab.supported, ab.reason
    assert [(o.kind, o.named) for o in ab.program.ops] == [("untap", "姫")]
    text = f"{name}がクラッシュしたとき、あなたは『鬼』をアンタップしてもよい。"
    ab = co_ability(text, name="鬼")
    assert not ab.supported and "4.2.10" in ab.reason


# ------ keyword abilities given (4.3.8 step 3): 「得る」 / 「持つ」 / 「与える」, the keyword named
# 「「飛行」」 or 「「飛行」の特殊能力」, several joined by と, with a limit (3.7.2) or in force; the
# same words as a filter (「「飛行」を持つキャラクター」) read the same with or without 「の特殊能力」

FLY = """
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    field: [{{name: 兵, type: character, ap: 2, dp: 2}}]
    hand: [{{name: 翼, type: event, cost: 1, text: "{text}"}}]
  B: {{hp: 10, deck: 10, field: [{{name: 歩, type: character, ap: 1, dp: 3}}]}}
actions:
{play}  - {{do: attack, attacker: 兵, defender: 歩}}
ask: [B.hp]
"""


@pytest.mark.parametrize(
    "text",
    [
        "ターン終了時まで、対象のキャラクター1体は「飛行」の特殊能力を得る。",
        "ターン終了時まで、対象のキャラクター1体は「飛行」を得る。",
        "対象のキャラクター1体はターン終了時まで「飛行」を持つ。",
        "対象のキャラクター1体は、ターン終了時まで「飛行」の特殊能力を持つ。",
        "ターン終了時まで、対象のキャラクター1体に「飛行」を与える。",
        "ターン終了時まで、対象のキャラクター1体に「飛行」の特殊能力を与える。",
        "対象のキャラクター1体は、ターン終了時まで「飛行」と「潜水」を得る。",
        "対象のキャラクター1体は、ターン終了時まで「潜水」と「飛行」の特殊能力を得る。",
    ],
)
def test_a_keyword_given_until_the_end_of_the_turn_in_any_wording(text: str) -> None:
    ab = co_ability(text, type_="event")
    assert ab.supported, ab.reason
    grants = [o for o in ab.program.ops if o.kind == "grant"]
    assert grants and all(o.who == "target_char" and o.until for o in grants)
    assert "flying" in {o.value for o in grants}
    # 兵 flies: 歩, without 飛行, may not defend it (3.4.5.7)
    r = co_run(FLY.format(text=text, play="  - {do: play, card: 翼, target: 兵}\n"))
    assert r.outcome.get("rejected") and "3.4.5.7" in r.decided_by
    # the neighbour: no card played, 歩 defends
    assert not co_run(FLY.format(text=text, play="")).outcome.get("rejected")


def test_two_keywords_given_are_both_given() -> None:
    ab = co_ability("対象のキャラクター1体は、ターン終了時まで「飛行」と「潜水」を得る。", "event")
    assert sorted(o.value for o in ab.program.ops) == ["diving", "flying"]


@pytest.mark.parametrize(
    "text",
    [
        "『旗』がフィールドに出ている限り、あなたがコントロールしているすべてのキャラクターは「飛行」の特殊能力を得る。",
        "『旗』がフィールドに出ている限り、あなたがコントロールしているすべてのキャラクターは「飛行」を得る。",
        "『旗』がフィールドに出ている限り、あなたがコントロールしているすべてのキャラクターは「飛行」を持つ。",
        "あなたがコントロールしているすべてのキャラクターは「飛行」を持つ。",
    ],
)
def test_a_keyword_given_in_force_in_any_wording(text: str) -> None:
    board = FLY.format(text="x", play="").replace(
        "field: [{name: 兵, type: character, ap: 2, dp: 2}]",
        "field: [{name: 兵, type: character, ap: 2, dp: 2}, "
        f"{{name: 旗, type: character, ap: 0, dp: 1, text: '{text}'}}]",
    )
    r = co_run(board)
    assert r.outcome.get("rejected") and "3.4.5.7" in r.decided_by


@pytest.mark.parametrize(
    "text",
    ["『兵』は「飛行」の特殊能力を持つ。", "『兵』は「飛行」を持つ。", "『兵』は「飛行」を得る。"],
)
def test_a_cards_own_keyword_in_any_wording(text: str) -> None:
    ab = co_ability(text)
    assert ab.supported and ab.program.kind == "keyword" and ab.program.keyword == "flying"
    board = FLY.format(text="x", play="").replace(
        "{name: 兵, type: character, ap: 2, dp: 2}",
        f"{{name: 兵, type: character, ap: 2, dp: 2, text: '{text}'}}",
    )
    assert co_run(board).outcome.get("rejected")


@pytest.mark.parametrize(
    ("bare", "long"),
    [
        (
            "フィールドに出ているすべての「飛行」を持つキャラクターに4ダメージを与える。",
            "フィールドに出ているすべての「飛行」の特殊能力を持つキャラクターに4ダメージを与える。",
        ),
        (
            "フィールドに出ているすべての「飛行」を持たないキャラクターに1ダメージを与える。",
            "フィールドに出ているすべての「飛行」の特殊能力を持たないキャラクターに1ダメージを与える。",
        ),
        (
            "対象の「潜水」を持つキャラクター1体は「+2:+1」の修正を受ける。",
            "対象の「潜水」の特殊能力を持つキャラクター1体は「+2:+1」の修正を受ける。",
        ),
        (
            "「潜水」を持つすべてのキャラクターに1ダメージを与える。",
            "「潜水」の特殊能力を持つすべてのキャラクターに1ダメージを与える。",
        ),
    ],
)
def test_a_keyword_filter_reads_the_same_with_or_without_its_noun(bare: str, long: str) -> None:
    a, b = co_ability(bare, "event"), co_ability(long, "event")
    assert a.supported and b.supported, (a.reason, b.reason)
    assert a.program == b.program


def test_a_keyword_filter_on_a_board() -> None:
    text = "フィールドに出ているすべての「飛行」を持たないキャラクターに1ダメージを与える。"
    board = """
turn: {player: A, number: 4, phase: main}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    field: [{name: 鳥, type: character, ap: 1, dp: 1, text: '『鳥』は「飛行」を持つ。'}]
    hand: [{name: 嵐, type: event, cost: 1, text: "TEXT"}]
  B: {hp: 10, deck: 10, field: [{name: 歩, type: character, ap: 1, dp: 1}]}
actions:
  - {do: play, card: 嵐}
ask: [鳥.zone, 歩.zone]
""".replace("TEXT", text)
    assert co_run(board).outcome["state"] == {"鳥.zone": "A.field", "歩.zone": "B.dustbox"}


@pytest.mark.parametrize(
    "text",
    [
        # a permission in force (whose, when?), a keyword the engine does not give
        "キャラクターにセット。セットされたキャラクターは、「潜水」を得てもよい。",
        "ターン終了時まで、対象のキャラクター1体は「All Turn」を得る。",
    ],
)
def test_what_stays_refused_among_gains(text: str) -> None:
    assert not co_ability(text, "item").supported


def test_an_optional_gain_done_once_is_read_as_the_long_wording() -> None:
    a = co_ability("ターン終了時まで、対象のキャラクター1体は「飛行」を得てもよい。", "event")
    b = co_ability(
        "ターン終了時まで、対象のキャラクター1体は「飛行」の特殊能力を得てもよい。", "event"
    )
    assert a.program == b.program and a.program.ops[0].optional


# ------ 「メインフェイズ開始時に」 (3.4 step 1): a moment of the turn as the draw phase's start
# is; 「あなたのターンの<phase>」 is 「あなたの<phase>」; the main phase's end stays refused

MAIN = co_izumi_board(
    "  - {{do: main_phase}}",
    "[A.energy]",
    turn="{{player: {turn}, number: 4, phase: draw}}",
)


@pytest.mark.parametrize(
    "when",
    ["あなたのメインフェイズ開始時に", "あなたのターンのメインフェイズ開始時に"],
)
def test_the_start_of_the_main_phase(when: str) -> None:
    text = f"{when}、あなたは1エネルギーを得る。"
    assert co_ability(text).supported, co_ability(text).reason
    r = co_run(MAIN.format(turn="A", text=text))
    assert r.outcome["state"] == {"A.energy": 1} and "3.4" in r.decided_by
    # the neighbour: the opponent's main phase, 「あなたの」 does not hold
    assert co_run(MAIN.format(turn="B", text=text)).outcome["state"] == {"A.energy": 0}


def test_the_end_of_the_main_phase_stays_refused() -> None:
    ab = co_ability("あなたのメインフェイズ終了時に、あなたは1エネルギーを得る。")
    assert not ab.supported and "3.4" in ab.reason


# ------ battle acts refused (4.2.9 over 3.4.5.2 / 3.4.5.3) in any wording: the verb (「アタック
# できない」), the act named (「アタックを行えない」 / 「アタックができない」), several acts joined by
# も…も, と, や, または, および (「AおよびB」 is the list 「AやB」, grammar.normalise.SPELLINGS); for
# a target with a period, for the card this one is set on, for the card itself

ACTS = [
    "アタックもディフェンスもできない",
    "アタックとディフェンスができない",
    "アタックとディフェンスを行うことができない",
    "アタックおよびディフェンスを行うことができない",
    "アタックやディフェンスを行えない",
    "アタックもディフェンスもすることができない",
]

BATTLE = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    field: [{{name: 鬼, type: character, ap: 3, dp: 3}}]
    hand: [{{name: 縛, type: event, cost: 1, text: "{text}"}}]
  B:
    hp: 20
    deck: 10
    field: [{{name: 壁, type: character, ap: 1, dp: 5}}]
actions:
  - {{do: play, card: 縛, target: {target}}}
  - {{do: attack, attacker: 鬼, defender: 壁}}
ask: [B.hp]
"""


@pytest.mark.parametrize("acts", ACTS)
def test_both_battle_acts_refused_to_a_target_for_the_turn(acts: str) -> None:
    text = f"ターン終了時まで、対象のキャラクター1体は{acts}。"
    ab = co_ability(text, type_="event")
    assert ab.supported, ab.reason
    assert sorted(o.value for o in ab.program.ops) == ["no_attack", "no_defend"]
    assert all(o.until for o in ab.program.ops)
    # 壁 may not defend: 鬼's 3 reaches B (3.4.5.4)
    assert co_run(BATTLE.format(text=text, target="壁")).outcome["state"] == {"B.hp": 17}
    # 鬼 may not attack: the attack is refused
    r = co_run(BATTLE.format(text=text, target="鬼"))
    assert r.outcome.get("rejected")


@pytest.mark.parametrize("acts", ACTS)
def test_both_battle_acts_refused_to_the_card_this_is_set_on(acts: str) -> None:
    ab = co_ability(f"キャラクターにセット。セットされたキャラクターは{acts}。", "item")
    assert ab.supported, ab.reason
    grants = [s for s in ab.program.statics if s.kind == "gain"]
    assert sorted(s.value for s in grants) == ["no_attack", "no_defend"]
    assert {s.who for s in grants} == {"host"}


@pytest.mark.parametrize("acts", ACTS)
def test_both_battle_acts_refused_to_the_card_itself(acts: str) -> None:
    ab = co_ability(f"『鬼』は{acts}。", name="鬼")
    assert ab.supported, ab.reason
    keys = [ab.program.keyword, *(p.keyword for p in ab.program.also)]
    assert sorted(keys) == ["no_attack", "no_defend"]
    board = BATTLE.format(text="x", target="壁").replace(
        "{name: 鬼, type: character, ap: 3, dp: 3}",
        f"{{name: 鬼, type: character, ap: 3, dp: 3, text: '『鬼』は{acts}。'}}",
    )
    assert co_run(board.replace("  - {do: play, card: 縛, target: 壁}\n", "")).outcome.get(
        "rejected"
    )


@pytest.mark.parametrize(
    ("one", "key"),
    [
        ("アタックできない", "no_attack"),
        ("アタックを行えない", "no_attack"),
        ("アタックができない", "no_attack"),
        ("ディフェンスを行うことができない", "no_defend"),
        ("ディフェンスすることができない", "no_defend"),
    ],
)
def test_one_battle_act_in_any_wording(one: str, key: str) -> None:
    ab = co_ability(f"『鬼』は{one}。", name="鬼")
    assert ab.supported and ab.program.keyword == key and not ab.program.also


@pytest.mark.parametrize(
    "text",
    [
        # an act that is not a battle act, a list with something else in it
        "ターン終了時まで、対象のキャラクター1体はアタックとプレイができない。",
    ],
)
def test_what_stays_refused_among_prohibitions(text: str) -> None:
    assert not co_ability(text, "event").supported


def test_oyobi_is_a_list_link_before_a_noun_only() -> None:
    assert "アタックやディフェンス" in normalise("アタックおよびディフェンス").text
    assert "アタックやディフェンス" in normalise("アタック、及びディフェンス").text


# ------ this card on the field (4.2.7) in any wording: 「フィールドに出ている / いる / ある / 存在
# する限り、」; 「…である限り、」 is 「…限り、」 (the copula)

FLAG = """
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: {hp}
    deck: 10
    field:
      - {{name: 兵, type: character, ap: 2, dp: 2}}
      - {{name: 旗, type: character, ap: 0, dp: 1, text: "{text}"}}
  B: {{hp: 10, deck: 10}}
ask: [兵.ap]
"""


@pytest.mark.parametrize(
    "where",
    [
        "フィールドに出ている限り",
        "フィールドにいる限り",
        "フィールドにある限り",
        "フィールドに存在する限り",
        "フィールドに存在している限り",
    ],
)
def test_this_card_on_the_field_in_any_wording(where: str) -> None:
    text = f"『旗』が{where}、あなたがコントロールしている他のすべてのキャラクターは「+1:+0」の修正を受ける。"
    ab = co_ability(text, name="旗")
    assert ab.supported, ab.reason
    assert co_run(FLAG.format(hp=10, text=text)).outcome["state"] == {"兵.ap": 3}


@pytest.mark.parametrize("cond", ["以下である限り", "以下の場合", "以下なら"])
def test_a_condition_in_force_with_the_copula(cond: str) -> None:
    text = f"あなたのHPが10点{cond}、『旗』は「+1:+0」の修正を受ける。"
    assert co_ability(text, name="旗").supported
    board = FLAG.replace("ask: [兵.ap]", "ask: [旗.ap]")
    assert co_run(board.format(hp=8, text=text)).outcome["state"] == {"旗.ap": 1}
    # the neighbour: HP 15, it does not hold
    assert co_run(board.format(hp=15, text=text)).outcome["state"] == {"旗.ap": 0}


def test_another_cards_presence_is_not_read_as_this_cards() -> None:
    # 『鬼』 is not 旗's name: another card's presence, refused (4.2.10), never read as own
    text = "『鬼』がフィールドにいる限り、あなたがコントロールしているすべてのキャラクターは「+1:+0」の修正を受ける。"
    assert not co_ability(text, name="旗").supported


# ------ damage said from the side of the one who takes it: 「XはN点のダメージを受ける」 /
# 「XはNダメージを受ける」 is 「XにN点のダメージを与える」 (4.3.10: one event, 与える / 受ける); the
# other 受ける (a modifier, a trigger's 「受けたとき」) stay what they are

DMG = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    hand: [{{name: 雷, type: event, cost: 1, text: "{text}"}}]
  B:
    hp: 20
    deck: 10
    field: [{{name: 壁, type: character, ap: 1, dp: 5}}]
actions:
  - {{do: play, card: 雷, target: {target}}}
ask: [{ask}]
"""


@pytest.mark.parametrize(
    ("text", "target", "ask", "value"),
    [
        ("対象のキャラクター1体は3点のダメージを受ける。", "壁", "壁.damage", 3),
        ("対象のキャラクター1体は3ダメージを受ける。", "壁", "壁.damage", 3),
        ("対象のキャラクター1体に3点のダメージを与える。", "壁", "壁.damage", 3),
        ("相手は3点のダメージを受ける。", "B", "B.hp", 17),
        ("敵デュエルマスターは3ダメージを受ける。", "B", "B.hp", 17),
        ("フィールドに出ているすべてのキャラクターは3ダメージを受ける。", "B", "壁.damage", 3),
    ],
)
def test_damage_received_is_damage_dealt(text: str, target: str, ask: str, value: int) -> None:
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    assert [o.kind for o in ab.program.ops] == ["damage"]
    doc = DMG.format(text=text, target=target, ask=ask)
    if "対象" not in text:
        doc = doc.replace(f", target: {target}", "")
    assert co_run(doc).outcome["state"] == {ask: value}


def test_damage_received_at_a_turn_timing() -> None:
    ab = co_ability("相手のターン開始時に、相手は1ダメージを受ける。")
    assert ab.supported, ab.reason
    assert (ab.program.on, ab.program.whose) == ("turn_start", "opponent")
    assert [(o.kind, o.who, o.amount) for o in ab.program.ops] == [("damage", "opponent_player", 1)]


def test_the_other_receives_are_unchanged() -> None:
    mod = co_ability("対象のキャラクター1体は、ターン終了時まで「+1:+1」の修正を受ける。", "event")
    assert [o.kind for o in mod.program.ops] == ["modify"]
    trig = co_ability("『鬼』がダメージを受けたとき、あなたはカードを1枚引く。")
    assert trig.program.on == "damaged"


# ------ the player in any wording: 「相手」, 「相手のデュエルマスター」, 「相手プレイヤー」, 「相手の
# プレイヤー」, 「敵デュエルマスター」 (the duel master is the player, 4.3.2.6 例1), alone or before
# what is the player's (「…の手札」)

DISCARD = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    hand: [{{name: 策, type: event, cost: 1, text: "{text}"}}]
  B:
    hp: 20
    deck: 10
    hand: [{{name: 甲, type: event, cost: 1}}, {{name: 乙, type: event, cost: 1}}]
actions:
  - {{do: play, card: 策}}
ask: [B.hand, A.hand]
"""


@pytest.mark.parametrize(
    "who",
    ["相手", "相手のデュエルマスター", "相手プレイヤー", "相手のプレイヤー", "敵デュエルマスター"],
)
@pytest.mark.parametrize(
    "how",
    [
        "は手札からカードを1枚選んでダストボックスに置く",
        "は手札からカードを1枚選び、ダストボックスに置く",
        "は手札からカードを1枚クラッシュする",
        "はカードを1枚引く",
    ],
)
def test_the_opponent_in_any_wording(who: str, how: str) -> None:
    text = f"{who}{how}。"
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    want = 3 if "引く" in how else 1
    assert co_run(DISCARD.format(text=text)).outcome["state"] == {"B.hand": want, "A.hand": 0}


# ------ a battle act with a light verb (「アタックを行う / ディフェンスをする」) is the act's own verb
# (「アタックする」, 3.4.5.2 / 3.4.5.3 print both), in a trigger, a prohibition, any form; CO's
# synonyms 「場」 (the field, 4.2.7) and 「持ち主」 (the owner, 4.2.12)


@pytest.mark.parametrize(
    ("light", "plain"),
    [
        (
            "『鬼』がアタックを行ったとき、あなたはカードを1枚引く。",
            "『鬼』がアタックしたとき、あなたはカードを1枚引く。",
        ),
        (
            "『鬼』がディフェンスを行ったとき、あなたはカードを1枚引く。",
            "『鬼』がディフェンスしたとき、あなたはカードを1枚引く。",
        ),
        (
            "『鬼』がアタックをしたとき、あなたはカードを1枚引く。",
            "『鬼』がアタックしたとき、あなたはカードを1枚引く。",
        ),
        ("『鬼』はアタックを行えない。", "『鬼』はアタックできない。"),
        ("『鬼』はディフェンスをすることができない。", "『鬼』はディフェンスすることができない。"),
    ],
)
def test_a_battle_act_with_a_light_verb_is_the_act(light: str, plain: str) -> None:
    a, b = co_ability(light, name="鬼"), co_ability(plain, name="鬼")
    assert a.supported and b.supported, (a.reason, b.reason)
    assert a.program == b.program


def test_an_attack_trigger_with_a_light_verb_on_a_board() -> None:
    text = "『鬼』がアタックを行ったとき、あなたはカードを1枚引く。"
    board = BATTLE.format(text="x", target="壁").replace(
        "{name: 鬼, type: character, ap: 3, dp: 3}",
        f"{{name: 鬼, type: character, ap: 3, dp: 3, text: '{text}'}}",
    )
    board = board.replace("  - {do: play, card: 縛, target: 壁}\n", "").replace(
        "ask: [B.hp]", "ask: [A.hand]"
    )
    # the hand: 縛 and the card drawn
    assert co_run(board).outcome["state"] == {"A.hand": 2}


@pytest.mark.parametrize(
    ("syn", "plain"),
    [
        (
            "『鬼』が場に出たとき、あなたはカードを1枚引く。",
            "『鬼』がフィールドに出たとき、あなたはカードを1枚引く。",
        ),
        (
            "場に出ているすべてのキャラクターに1ダメージを与える。",
            "フィールドに出ているすべてのキャラクターに1ダメージを与える。",
        ),
        (
            "対象のキャラクター1体を持ち主の手札に戻す。",
            "対象のキャラクター1体をオーナーの手札に戻す。",
        ),
    ],
)
def test_co_synonyms(syn: str, plain: str) -> None:
    a, b = co_ability(syn, "event", name="鬼"), co_ability(plain, "event", name="鬼")
    assert a.supported and b.supported, (a.reason, b.reason)
    assert a.program == b.program


@pytest.mark.parametrize(
    "who", ["相手", "相手のデュエルマスター", "敵デュエルマスター", "相手プレイヤー"]
)
def test_damage_dealt_to_the_opponent_in_any_wording(who: str) -> None:
    ab = co_ability(f"『盗賊』が{who}にダメージを与えたとき、あなたはカードを1枚引く。")
    assert ab.supported, ab.reason
    plain = co_ability(
        "『盗賊』が相手のデュエルマスターにダメージを与えたとき、あなたはカードを1枚引く。"
    )
    assert ab.program == plain.program


# ------ players counted: 「1人」 / 「1名」 (a count unit of the shared clause grammar, ``person``):
# 「対象のデュエルマスター1人」 is the one target player (4.2.13) as 「対象のデュエルマスター」 is;
# two is refused, never read as one


@pytest.mark.parametrize("count", ["1人", "1名"])
@pytest.mark.parametrize(
    "text",
    [
        "対象のデュエルマスター{n}に3点のダメージを与える。",
        "対象のプレイヤー{n}はカードを2枚引く。",
    ],
)
def test_one_target_player_counted(text: str, count: str) -> None:
    a = co_ability(text.format(n=count), "event")
    b = co_ability(text.format(n=""), "event")
    assert a.supported, a.reason
    assert a.program == b.program


def test_one_target_player_counted_on_a_board() -> None:
    text = "対象のデュエルマスター1人に3点のダメージを与える。"
    doc = DMG.format(text=text, target="B", ask="B.hp")
    assert co_run(doc).outcome["state"] == {"B.hp": 17}


def test_two_target_players_are_not_read_as_one() -> None:
    assert not co_ability("対象のデュエルマスター2人に3点のダメージを与える。", "event").supported


def test_a_count_of_players_in_the_grammar() -> None:
    from grammar.parse import parse_card

    ab = parse_card("対象のプレイヤー1人はカードを2枚引く。", "co").card.abilities[0]
    topic = ab.effect.sentences[0].steps[0].body.args[0].value
    assert [getattr(t, "unit", None) for t in topic.terms][-1] == "person"


# ------ a use or a play only while a condition holds (4.3.5 「特定条件下でプレイ可能となる…」,
# 4.2.9): 「この特殊能力は、<条件>(とき / 場合)にのみ使用できる」, 「このカードは、…にのみ / だけ
# プレイできる」, with or without what it is said of; a moment (「直後にのみ」) and a turn
# (「あなたのターンにのみ」) are the neighbours read as before

GATE = co_izumi_board(
    "  - {{do: {do}, card: {card}}}",
    "[A.hand]",
    turn="{{player: A, number: 3, phase: main}}",
    a="    hp: {hp}\n    energy: 2\n    deck: 10\n",
    hand='    hand: [{{name: 策, type: event, cost: 1, text: "{event}"}}]\n',
    b="{{hp: 20, deck: 10}}",
)


@pytest.mark.parametrize(
    "gate",
    [
        "この特殊能力は、あなたのHPが10点以下の場合にのみ使用できる。",
        "この特殊能力は、あなたのHPが10点以下のときにのみ使用できる。",
        "この特殊能力は、あなたのHPが10点以下のときだけ使用できる。",
        "あなたのHPが10点以下の場合にのみ使用できる。",
    ],
)
def test_an_ability_used_only_while_a_condition_holds(gate: str) -> None:
    text = f"1エネルギーを支払う:あなたはカードを1枚引く。{gate}"
    ab = co_ability(text, name="泉")
    assert ab.supported, ab.reason
    assert ab.program.only_if is not None
    doc = GATE.format(hp="HP", text=text, event="x", do="activate", card="泉")
    # HP 8: it holds, the card is drawn (策 and the card drawn)
    assert co_run(doc.replace("hp: HP", "hp: 8")).outcome["state"] == {"A.hand": 2}
    # the neighbour: HP 15, refused citing 4.3.5
    r = co_run(doc.replace("hp: HP", "hp: 15"))
    assert r.outcome.get("rejected") and "4.3.5" in r.decided_by


@pytest.mark.parametrize(
    "gate",
    [
        "このカードは、あなたのHPが10点以下の場合にのみプレイできる。",
        "このカードは、あなたのHPが10点以下のときにのみプレイできる。",
        "あなたのHPが10点以下の場合のみプレイできる。",
    ],
)
def test_a_card_played_only_while_a_condition_holds(gate: str) -> None:
    event = f"あなたはカードを2枚引く。{gate}"
    ab = co_ability(event, "event")
    assert ab.supported, ab.reason
    doc = GATE.format(hp="HP", text="x", event=event, do="play", card="策")
    assert co_run(doc.replace("hp: HP", "hp: 8")).outcome["state"] == {"A.hand": 2}
    r = co_run(doc.replace("hp: HP", "hp: 15"))
    assert r.outcome.get("rejected") and "4.3.5" in r.decided_by


def test_an_ability_used_only_while_this_card_is_untapped() -> None:
    text = "1エネルギーを支払う:あなたはカードを1枚引く。この特殊能力は、『泉』がアンタップ状態のときにのみ使用できる。"
    ab = co_ability(text, name="泉")
    assert ab.supported, ab.reason
    doc = GATE.format(hp=20, text=text, event="x", do="activate", card="泉")
    assert co_run(doc).outcome["state"] == {"A.hand": 2}
    tapped = doc.replace("ap: 1, dp: 1,", "ap: 1, dp: 1, state: rest,")
    assert co_run(tapped).outcome.get("rejected")


@pytest.mark.parametrize(
    "text",
    [
        "1エネルギーを支払う:カードを1枚引く。この特殊能力は、あなたのターンにのみ使用できる。",
        "1エネルギーを支払う:カードを1枚引く。この特殊能力は1ターンに1回しか使用できない。",
    ],
)
def test_the_other_restrictions_are_read_as_before(text: str) -> None:
    ab = co_ability(text, name="泉")
    assert ab.supported and ab.program.only_if is None


def test_a_condition_the_board_cannot_read_is_refused() -> None:
    text = "1エネルギーを支払う:カードを1枚引く。この特殊能力は、相手がスペルカードを持っている場合にのみ使用できる。"
    assert not co_ability(text, name="泉").supported


# ------ the end of this turn in any wording (3.7.2: 「ターン終了時まで」 effects end at this turn's
# end): 「ターン終了時まで」, 「ターン終了まで」 (3.7.2's own words), 「(この)ターンの終了時まで」,
# 「このターンの終わりまで」; 「次の(あなたの)ターン終了時まで」 is a later turn's end — refused
# (before, it was read as this turn's: a silent misread)


@pytest.mark.parametrize(
    "until",
    [
        "ターン終了時まで",
        "ターン終了まで",
        "ターンの終了時まで",
        "このターンの終了時まで",
        "このターンの終わりまで",
    ],
)
def test_the_end_of_this_turn_in_any_wording(until: str) -> None:
    text = f"{until}、対象のキャラクター1体は「+0:-4」の修正を受ける。"
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    assert ab.program.ops[0].until == "turn"


@pytest.mark.parametrize(
    ("until", "later"),
    [("次のターン終了時まで", "next_turn"), ("次のあなたのターン終了時まで", "your_next_turn")],
)
def test_the_end_of_a_later_turn_is_not_this_turn(until: str, later: str) -> None:
    # round 26: read as that later turn's end (test_co_cardtext_r26.py runs it turn by turn)
    ab = co_ability(f"{until}、対象のキャラクター1体は「+1:+1」の修正を受ける。", "event")
    assert ab.supported and ab.program.ops[0].until == later


# ------ 「獲得する」 is 得る (a spelling of the grammar's input): the same gains


@pytest.mark.parametrize(
    ("variant", "plain"),
    [
        ("あなたは2エネルギーを獲得する。", "あなたは2エネルギーを得る。"),
        (
            "対象のキャラクター1体は、ターン終了時まで「飛行」を獲得する。",
            "対象のキャラクター1体は、ターン終了時まで「飛行」を得る。",
        ),
        (
            "対象のキャラクター1体は、ターン終了時まで「飛行」を獲得してもよい。",
            "対象のキャラクター1体は、ターン終了時まで「飛行」を得てもよい。",
        ),
        (
            "あなたは1エネルギーを獲得し、カードを1枚引く。",
            "あなたは1エネルギーを得て、カードを1枚引く。",
        ),
    ],
)
def test_kakutoku_is_a_gain(variant: str, plain: str) -> None:
    a, b = co_ability(variant, "event"), co_ability(plain, "event")
    assert a.supported and b.supported, (a.reason, b.reason)
    assert a.program == b.program
