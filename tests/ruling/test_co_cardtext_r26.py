"""co card-text constructions of round 26 (s22co, issue 12): the notation a reader of the co rules
document prints, each family in general form with its variants on a minimal board of its own, and
the neighbour that must not change."""

from __future__ import annotations

import pytest

from tests.ruling.boards import CO_DAMAGED_TWICE, co_ability, co_izumi_board, co_run

# ------ a timing point printed bare before a condition (「エンドフェイズ開始時、Xであれば、…」):
# the timing is the ability's trigger and the condition is read at it (3.1 / 3.3.1 / 3.6.1 /
# 3.7, 4.3.6), as with 「…開始時に、」 — any phase's start or end, 「ターン終了時」, either
# player's, any spelling of the condition (なら / であれば / の場合)

DRAW = co_izumi_board(
    "  - {{do: draw_phase}}",
    "[A.hand]",
    turn="{{player: A, number: 4, phase: untap}}",
    a="    hp: {hp}\n    deck: 10\n",
    b="{{hp: 20, deck: 10}}",
)


@pytest.mark.parametrize(
    "text",
    [
        "ドローフェイズ開始時、あなたのHPが10点以下であれば、カードを1枚引く。",
        "あなたのドローフェイズ開始時、あなたのHPが10点以下なら、カードを1枚引く。",
        "ドローフェイズ開始時、あなたのHPが10点以下の場合、あなたはカードを1枚引く。",
        "ドローフェイズ開始時、あなたのHPが10点以下ならば、カードを1枚引く。",
    ],
)
def test_a_bare_timing_before_a_condition(text: str) -> None:
    ab = co_ability(text)
    assert ab.supported, ab.reason
    with_ni = co_ability(text.replace("開始時、", "開始時に、", 1))
    assert ab.program == with_ni.program  # the same ability as with 「に」
    # HP 8: the condition holds at the draw phase's start, one card more than the phase's draw
    assert co_run(DRAW.format(hp=8, text=text)).outcome["state"] == {"A.hand": 2}
    # the neighbour: HP 15, the condition does not hold, the phase's own draw only
    assert co_run(DRAW.format(hp=15, text=text)).outcome["state"] == {"A.hand": 1}


@pytest.mark.parametrize(
    ("when", "on", "whose"),
    [
        ("エンドフェイズ開始時", "end_start", "this"),
        ("ターン終了時", "turn_end", "this"),
        ("相手のターン終了時", "turn_end", "opponent"),
        ("あなたのターン開始時", "turn_start", "you"),
    ],
)
def test_any_moment_bare_before_a_condition(when: str, on: str, whose: str) -> None:
    text = f"{when}、『泉』がタップ状態であれば、『泉』をクラッシュする。"
    ab = co_ability(text)
    assert ab.supported, ab.reason
    assert (ab.program.on, ab.program.whose) == (on, whose)
    assert ab.program == co_ability(text.replace(f"{when}、", f"{when}に、", 1)).program


# ------ a limit on how often an ability is used or resolves, in any count and period (4.2.9:
# the text over 3.4's 「特に行動回数に制限がないものは…何回でも」): 「1ターンにN回しか使用できない」,
# 「N回まで / だけ / のみ使用できる」, 「1ゲームに」 / 「各ターンに」; on an ability that triggers,
# 「N回しか解決しない / 誘発しない / 使用できない」 limits how often it resolves (4.3.6)

USE = co_izumi_board(
    "{acts}",
    "[A.hand]",
    a="    hp: 10\n    energy: 3\n    deck: 10\n",
)


def _uses(text: str, allowed: list[bool]) -> dict[str, object]:
    acts = "\n".join(
        "  - {do: activate, card: 泉" + ("" if ok else ", allowed: false") + "}" for ok in allowed
    )
    return co_run(USE.format(text=text, acts=acts)).outcome["state"]


@pytest.mark.parametrize(
    ("limit", "n", "period"),
    [
        ("1ターンに1回しか使用できない", 1, "turn"),
        ("1ターンに2回しか使用できない", 2, "turn"),
        ("1ターンに2回まで使用できる", 2, "turn"),
        ("1ターンに1回だけ使用できる", 1, "turn"),
        ("、1ターンに1回のみ使用できる", 1, "turn"),
        ("各ターンに1回しか使用できない", 1, "turn"),
        ("1ゲームに1回しか使用できない", 1, "game"),
    ],
)
def test_a_use_limit_of_any_count_and_period(limit: str, n: int, period: str) -> None:
    text = f"1エネルギーを支払う:カードを1枚引く。この特殊能力は{limit}。"
    ab = co_ability(text)
    assert ab.supported, ab.reason
    assert (ab.program.per_turn, ab.program.use_period) == (n, period)
    # N uses allowed, the next refused: N cards drawn
    assert _uses(text, [True] * n + [False]) == {"A.hand": n}


NEXT_TURN = co_izumi_board(
    "  - {{do: activate, card: 泉}}\n  - {{do: turn_end}}\n  - {{do: turn_start}}\n  - {{do: untap_phase}}\n  - {{do: draw_phase}}\n  - {{do: main_phase}}\n  - {{do: turn_end}}\n  - {{do: turn_start}}\n  - {{do: untap_phase}}\n  - {{do: draw_phase}}\n  - {{do: main_phase}}\n  - {{do: gain_energy, player: A, amount: 1}}\n  - {{do: activate, card: 泉{allowed}}}",
    "[A.energy]",
    a="    hp: 10\n    energy: 1\n    deck: 10\n",
)


@pytest.mark.parametrize(
    ("period", "left"),
    [("1ゲーム", 1), ("1ターン", 0)],
)
def test_a_game_limit_holds_over_the_next_turn(period: str, left: int) -> None:
    text = f"1エネルギーを支払う:カードを1枚引く。この特殊能力は{period}に1回しか使用できない。"
    allowed = ", allowed: false" if period == "1ゲーム" else ""
    # used on turn 6; on turn 8 the turn's limit is new, the game's is spent (its energy kept)
    got = co_run(NEXT_TURN.format(text=text, allowed=allowed)).outcome["state"]
    assert got == {"A.energy": left}


def test_the_neighbour_without_a_limit_is_used_again() -> None:
    text = "1エネルギーを支払う:カードを1枚引く。"
    assert co_ability(text).program.per_turn is None
    assert _uses(text, [True, True, True]) == {"A.hand": 3}


@pytest.mark.parametrize(
    "limit",
    [
        "1ターンに1回しか解決しない",
        "1ターンに1回しか誘発しない",
        "1ターンに1回しか使用できない",
        "1ゲームに1回しか解決しない",
    ],
)
def test_a_triggered_ability_resolves_at_most_n_times(limit: str) -> None:
    text = f"『泉』がダメージを受けたとき、あなたはカードを1枚引く。この特殊能力は{limit}。"
    ab = co_ability(text)
    assert ab.supported, ab.reason
    assert ab.program.kind == "auto" and ab.program.per_turn == 1
    # damaged twice: one card drawn (both events have left the hand)
    r = co_run(CO_DAMAGED_TWICE.format(text=text))
    assert r.outcome["state"] == {"A.hand": 1}
    assert any("4.2.9" in s.clauses and "4.3.6" in s.clauses for s in r.main.trace.steps)


def test_the_neighbour_trigger_without_a_limit_resolves_each_time() -> None:
    text = "『泉』がダメージを受けたとき、あなたはカードを1枚引く。"
    assert co_run(CO_DAMAGED_TWICE.format(text=text)).outcome["state"] == {"A.hand": 2}


def test_a_use_limit_on_a_line_neither_used_nor_triggered_stays_refused() -> None:
    ab = co_ability("カードを1枚引く。この特殊能力は1ターンに1回しか使用できない。", "event")
    assert not ab.supported and "1ターンにN回" in ab.reason


# ------ a permission to play this card in a manner (3.4.2 「All Turnでプレイしてもよい」, 4.3.4
# 割り込み) in any form (してもよい / できる / することができる), said of nothing, of the card
# (「このカードは」, its own name 『X』は, 4.2.10) or of its player (「あなたはこのカードを」)

ALL_TURN = """
turn: {player: A, number: 6, phase: main}
players:
  A: {hp: 20, deck: 10}
  B:
    hp: 20
    energy: 2
    deck: 10
    hand: [{name: 葵, type: character, cost: 2, ap: 2, dp: 2, text: "%s"}]
actions:
  - {do: play, player: B, card: 葵}
ask: [葵.zone]
"""


@pytest.mark.parametrize(
    "text",
    [
        "このカードはAll Turnでプレイしてもよい。",
        "『葵』はAll Turnでプレイしてもよい。",
        "あなたはこのカードをAll Turnでプレイしてもよい。",
        "All Turnでプレイすることができる。",
        "このカードは、All Turnでプレイできる。",
    ],
)
def test_all_turn_said_of_the_card_in_any_form(text: str) -> None:
    ab = co_ability(text, name="葵")
    assert ab.supported, ab.reason
    assert ab.program == co_ability("All Turnでプレイしてもよい。", name="葵").program
    # played in the opponent's main phase (3.4.2 with All Turn)
    assert co_run(ALL_TURN % text).outcome["state"] == {"葵.zone": "B.field"}


def test_the_neighbour_without_all_turn_is_refused_in_the_other_turn() -> None:
    assert co_run(ALL_TURN % "").outcome["state"] == {"葵.zone": "B.hand"}


@pytest.mark.parametrize(
    "text",
    [
        "このカードは割り込みでプレイしてもよい。",
        "割り込みでプレイすることができる。",
        "このカードは割り込みでプレイできる。",
    ],
)
def test_an_interrupt_permission_in_any_form(text: str) -> None:
    ab = co_ability(text, "spell")
    assert ab.supported, ab.reason
    assert ab.program == co_ability("割り込みでプレイしてもよい。", "spell").program


def test_a_permission_given_to_the_other_player_stays_refused() -> None:
    assert not co_ability("相手は割り込みでプレイしてもよい。", "spell").supported


# ------ 「この特殊能力は割り込み / All Turnで使用してもよい」 after an ability used: what the rules
# allow already (3.4.4 All Turn, 4.3.4 any use may cut in), so the ability is the one without it;
# on an ability that triggers (not used, 4.3.6) it stays refused

GUARD = """
turn: {{player: B, number: 6, phase: main}}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    field:
      - {{name: 泉, type: character, ap: 1, dp: 1, text: "{text}"}}
      - {{name: 鬼, type: character, ap: 1, dp: 3}}
  B:
    hp: 20
    energy: 1
    deck: 10
    hand: [{{name: 矢, type: event, cost: 1, text: "対象のキャラクター1体に3点のダメージを与える。"}}]
actions:
  - {{do: play, player: B, card: 矢, target: 鬼, respond: [{{do: activate, player: A, card: 泉, target: 鬼}}]}}
ask: [鬼.zone]
"""

BASE = "1エネルギーを支払う:ターン終了時まで、対象のキャラクター1体は「+0:+2」の修正を受ける。"


@pytest.mark.parametrize(
    "said",
    [
        "この特殊能力は割り込みで使用してもよい。",
        "割り込みで使用してもよい。",
        "この特殊能力は割り込みで使用できる。",
        "割り込みで使用することができる。",
        "この特殊能力はAll Turnで使用してもよい。",
    ],
)
def test_an_ability_used_as_an_interrupt(said: str) -> None:
    ab = co_ability(BASE + said, name="泉")
    assert ab.supported, ab.reason
    assert ab.program == co_ability(BASE, name="泉").program
    # used in answer to the damage, it resolves first (4.3.4): 鬼 takes 3 with DP 5, stays
    assert co_run(GUARD.format(text=BASE + said)).outcome["state"] == {"鬼.zone": "A.field"}


def test_the_neighbour_without_the_answer_crashes() -> None:
    doc = GUARD.format(text=BASE).replace(
        ", respond: [{do: activate, player: A, card: 泉, target: 鬼}]", ""
    )
    assert co_run(doc).outcome["state"] == {"鬼.zone": "A.dustbox"}


def test_a_use_permission_on_a_trigger_stays_refused() -> None:
    ab = co_ability(
        "『泉』がアタックしたとき、カードを1枚引く。この特殊能力は割り込みで使用してもよい。"
    )
    assert not ab.supported


# ------ a result said of what undergoes it (「XはGになる / となる」) is the step that brings it
# about (「XをGにする」), and 「XをS状態にする」 with S a state (CO 「タップ状態」 / 「アンタップ
# 状態」, 3.2.2 / 3.4.5.2) is the verb that puts the card in it (shared: ``steps.made_so``, the
# states as the game's data ``Vocab.state_verbs``)

TAP = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    hand: [{{name: 策, type: event, cost: 1, text: "{text}"}}]
  B:
    hp: 20
    deck: 10
    field: [{{name: 鬼, type: character, ap: 1, dp: 3, state: {state}}}]
actions:
  - {{do: play, card: 策, target: 鬼}}
ask: [鬼.state]
"""


@pytest.mark.parametrize(
    ("text", "plain", "tapped"),
    [
        ("対象のキャラクター1体はタップ状態になる。", "対象のキャラクター1体をタップする。", True),
        ("対象のキャラクター1体はタップ状態となる。", "対象のキャラクター1体をタップする。", True),
        ("対象のキャラクター1体をタップ状態にする。", "対象のキャラクター1体をタップする。", True),
        (
            "対象のキャラクター1体はアンタップ状態になる。",
            "対象のキャラクター1体をアンタップする。",
            False,
        ),
        (
            "対象のキャラクター1体をアンタップ状態にする。",
            "対象のキャラクター1体をアンタップする。",
            False,
        ),
    ],
)
def test_a_state_as_a_result(text: str, plain: str, tapped: bool) -> None:
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    assert ab.program == co_ability(plain, "event").program
    was, now = ("stand", "rest") if tapped else ("rest", "stand")
    assert co_run(TAP.format(text=text, state=was)).outcome["state"] == {"鬼.state": now}


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        (
            "対象のキャラクター1体のダメージは0になる。",
            "対象のキャラクター1体のダメージを0にする。",
        ),
        (
            "対象のキャラクター1体のダメージは0となる。",
            "対象のキャラクター1体のダメージを0にする。",
        ),
        (
            "ターン終了時まで、対象のキャラクター1体の能力値は「0:3」となる。",
            "ターン終了時まで、対象のキャラクター1体の能力値を「0:3」にする。",
        ),
    ],
)
def test_a_value_as_a_result_is_the_value_set(text: str, plain: str) -> None:
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    assert ab.program == co_ability(plain, "event").program


def test_a_result_in_a_step_with_another_after_it() -> None:
    text = "対象のキャラクター1体をタップ状態にし、カードを1枚引く。"
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    assert (
        ab.program
        == co_ability("対象のキャラクター1体をタップし、カードを1枚引く。", "event").program
    )


def test_a_result_the_engine_does_not_set_stays_refused() -> None:
    # a player's HP set: not read (one value of a character set alone is read since s22co2:
    # tests/ruling/test_co_cardtext_r26b.py, 4.3.8 step 4)
    assert co_ability("対象のキャラクター1体のAPは0になる。", "event").supported
    assert not co_ability("あなたのHPは10点になる。", "event").supported


# ------ 「…の修正を得る」: a modification (4.3.9) gained is the one received (「…の修正を受ける」,
# the rules' wording, 4.3.8 例), for a target, a group, a card set on, for a period or not

MOD = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    field: [{{name: 鬼, type: character, ap: 1, dp: 3}}]
    hand: [{{name: 策, type: event, cost: 1, text: "{text}"}}]
  B: {{hp: 20, deck: 10}}
actions:
  - {{do: play, card: 策, target: 鬼}}
ask: [鬼.ap, 鬼.dp]
"""


@pytest.mark.parametrize(
    "text",
    [
        "ターン終了時まで、対象のキャラクター1体は「+2:+1」の修正を得る。",
        "対象のキャラクター1体は、ターン終了時まで「+2:+1」の修正を得る。",
        "ターン終了時まで、あなたがコントロールしているキャラクターすべては「+2:+1」の修正を得る。",
    ],
)
def test_a_modification_gained_is_received(text: str) -> None:
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    assert ab.program == co_ability(text.replace("を得る", "を受ける"), "event").program
    doc = MOD.format(text=text)
    if "対象" not in text:
        doc = doc.replace(", target: 鬼", "")
    assert co_run(doc).outcome["state"] == {"鬼.ap": 3, "鬼.dp": 4}


def test_a_modification_gained_by_the_card_set_on() -> None:
    text = "セットされたキャラクターは「飛行」を得て、「+0:+1」の修正を得る。"
    ab = co_ability(text, "spell")
    assert ab.supported, ab.reason
    assert ab.program == co_ability(text.replace("修正を得る", "修正を受ける"), "spell").program


def test_the_neighbour_gain_of_a_keyword_is_unchanged() -> None:
    text = "ターン終了時まで、対象のキャラクター1体は「飛行」の特殊能力を得る。"
    ab = co_ability(text, "event")
    assert ab.supported and [o.kind for o in ab.program.ops] != ["modify"]


# ------ until the end of a later turn: 「次のターン / 次のあなたのターン / 次の相手のターン終了時
# まで」 (the lexicon's duration or the words typed one by one, before the subject or after it):
# the effect lasts past this turn's 3.7.2 and ends at that turn's (``play.later_turn_end``)

NEXT_TURNS = "\n".join(
    "  - {do: " + a + "}"
    for a in ("turn_end", "turn_start", "untap_phase", "draw_phase", "main_phase")
)


def _later(text: str, turns: int, who: str = "A") -> dict[str, object]:
    """鬼 (A's, AP 1) given the effect of 策 in turn 6 (A's; 策 played by ``who``), then
    ``turns`` turns ended: 鬼's AP."""
    acts = "\n".join(
        [f"  - {{do: play, player: {who}, card: 策, target: 鬼}}"] + [NEXT_TURNS] * turns
    )
    doc = f"""
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    field: [{{name: 鬼, type: character, ap: 1, dp: 3}}]
    {"hand: [{name: 策, type: event, cost: 1, text: '" + text + "'}]" if who == "A" else ""}
  B:
    hp: 20
    energy: 1
    deck: 10
    {"hand: [{name: 策, type: event, cost: 1, text: '" + text + "'}]" if who == "B" else ""}
actions:
{acts}
ask: [鬼.ap]
"""
    return co_run(doc).outcome["state"]


@pytest.mark.parametrize(
    ("limit", "lasts"),
    [
        ("ターン終了時まで、", 0),  # the neighbour: this turn's end
        ("次のターン終了時まで、", 1),  # turn 7's end
        ("次の相手のターン終了時まで、", 1),  # B's next turn is turn 7
        ("次のあなたのターン終了時まで、", 2),  # A's next turn is turn 8
        ("次のあなたのターンの終了時まで、", 2),
    ],
)
def test_an_effect_until_the_end_of_a_later_turn(limit: str, lasts: int) -> None:
    text = f"{limit}対象のキャラクター1体は「+1:+1」の修正を受ける。"
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    for ended in range(lasts + 2):
        assert _later(text, ended) == {"鬼.ap": 2 if ended <= lasts else 1}, (ended, lasts)


def test_the_later_limit_printed_after_the_subject() -> None:
    a = co_ability(
        "対象のキャラクター1体は、次のあなたのターン終了時まで「+1:+1」の修正を受ける。", "event"
    )
    b = co_ability(
        "次のあなたのターン終了時まで、対象のキャラクター1体は「+1:+1」の修正を受ける。", "event"
    )
    assert a.supported and a.program == b.program


def test_your_next_turn_is_counted_from_the_player_of_the_effect() -> None:
    # played by B in A's turn 6: B's next turn is turn 7, its end ends the effect
    text = "次のあなたのターン終了時まで、対象のキャラクター1体は「+1:+1」の修正を受ける。"
    assert _later(text, 1, who="B") == {"鬼.ap": 2}
    assert _later(text, 2, who="B") == {"鬼.ap": 1}


def test_a_prohibition_until_a_later_turn() -> None:
    ab = co_ability(
        "次のあなたのターン終了時まで、対象のキャラクター1体はアタックできない。", "event"
    )
    assert ab.supported, ab.reason


# ------ 「Xは、<limit>までアンタップしない / アンタップされない」: X does not untap until then —
# not in its controller's untap phase (the text over 3.2.2, 4.2.9) nor by an effect

STAY = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    hand: [{{name: 縛, type: event, cost: 1, text: "{text}"}}]
  B:
    hp: 20
    energy: 1
    deck: 10
    field: [{{name: 鬼, type: character, ap: 1, dp: 3}}]
    hand: [{{name: 解, type: event, cost: 1, text: "対象のキャラクター1体をアンタップする。"}}]
actions:
  - {{do: play, card: 縛, target: 鬼}}
{more}
ask: [鬼.state]
"""


@pytest.mark.parametrize(
    "text",
    [
        "対象のキャラクター1体をタップする。そのキャラクターは、次のあなたのターン終了時までアンタップしない。",
        "対象のキャラクター1体をタップする。そのキャラクターは次のあなたのターン終了時までアンタップされない。",
        "対象のキャラクター1体をタップする。次のあなたのターン終了時まで、そのキャラクターはアンタップしない。",
    ],
)
def test_a_character_that_stays_tapped_until_a_later_turn(text: str) -> None:
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    # B's untap phase (turn 7): stays tapped
    assert co_run(STAY.format(text=text, more=NEXT_TURNS)).outcome["state"] == {"鬼.state": "rest"}
    # an effect that untaps it in B's turn: it stays tapped too
    untap = NEXT_TURNS + "\n  - {do: play, player: B, card: 解, target: 鬼}"
    assert co_run(STAY.format(text=text, more=untap)).outcome["state"] == {"鬼.state": "rest"}
    # B's untap phase of turn 9, after A's turn 8 has ended: it untaps
    later = "\n".join([NEXT_TURNS] * 3)
    assert co_run(STAY.format(text=text, more=later)).outcome["state"] == {"鬼.state": "stand"}


def test_the_neighbour_tapped_alone_untaps_in_its_untap_phase() -> None:
    text = "対象のキャラクター1体をタップする。"
    assert co_run(STAY.format(text=text, more=NEXT_TURNS)).outcome["state"] == {"鬼.state": "stand"}


# ------ a step of an effect said with 「ことができる」 is the player's option, as 「…してもよい」
# (shared: ``steps.able_as_optional``); cards put onto the field from the player's own zone with
# no owner printed (「(あなたは)手札から…」, 4.2.12), by 「出す」 or 「登場させる」 (3.4.2)

PUT = """
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: [{{name: 術, type: spell, cost: 1, text: "{text}"}}{hand}]
    dustbox: [{dust}]
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: play, card: 術}}
{choices}
ask: [戦士.zone]
"""

WARRIOR = "{name: 戦士, type: character, ap: 2, dp: 2}"


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("あなたは手札からキャラクターカードを1枚フィールドに出してもよい。", "hand"),
        ("あなたは手札からキャラクターカードを1枚フィールドに出すことができる。", "hand"),
        ("あなたは手札からキャラクターカードを1枚フィールドに登場させることができる。", "hand"),
        ("あなたはダストボックスからキャラクターカードを1枚フィールドに出してもよい。", "dustbox"),
        ("ダストボックスからキャラクターカードを1枚フィールドに登場させてもよい。", "dustbox"),
    ],
)
@pytest.mark.parametrize("answer", ["yes", "no"])
def test_a_card_put_onto_the_field_if_the_player_will(text: str, zone: str, answer: str) -> None:
    ab = co_ability(text, "spell")
    assert ab.supported, ab.reason
    (op,) = ab.program.ops
    assert (op.kind, op.value, op.optional) == ("put_onto_field", zone, True)
    doc = PUT.format(
        text=text,
        hand=", " + WARRIOR if zone == "hand" else "",
        dust=WARRIOR if zone == "dustbox" else "",
        choices=f"choices:\n  - {{player: A, at: optional_step, choose: {answer}}}",
    )
    want = "A.field" if answer == "yes" else f"A.{zone}"
    assert co_run(doc).outcome["state"] == {"戦士.zone": want}


def test_the_neighbour_without_the_option_is_done() -> None:
    text = "あなたのダストボックスにあるキャラクターカード1枚をフィールドに出す。"
    ab = co_ability(text, "spell")
    assert ab.supported and not ab.program.ops[0].optional
    doc = PUT.format(text=text, hand="", dust=WARRIOR, choices="")
    assert co_run(doc).outcome["state"] == {"戦士.zone": "A.field"}


@pytest.mark.parametrize(
    "text",
    [
        "相手のダストボックスからキャラクターカードを1枚フィールドに出す。",
        "相手は手札からキャラクターカードを1枚フィールドに出してもよい。",
    ],
)
def test_another_players_zone_or_doer_stays_refused(text: str) -> None:
    assert not co_ability(text, "spell").supported


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("あなたはカードを1枚引くことができる。", "あなたはカードを1枚引いてもよい。"),
        (
            "ダストボックスからキャラクターカードを1枚手札に戻すことができる。",
            "ダストボックスからキャラクターカードを1枚手札に戻してもよい。",
        ),
    ],
)
def test_a_step_said_with_dekiru_is_optional(text: str, plain: str) -> None:
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    assert ab.program == co_ability(plain, "event").program


def test_entering_the_field_said_with_toujou() -> None:
    a = co_ability("『泉』がフィールドに登場したとき、カードを1枚引く。")
    assert (
        a.supported
        and a.program == co_ability("『泉』がフィールドに出たとき、カードを1枚引く。").program
    )


# ------ a hand card put into the dustbox as a cost, the hand named with its owner or not
# (「(あなたの)手札(からカード)を1枚ダストボックスに置く:」, 4.3.3.3, 4.2.12: the payer's own hand)

DISCARD_COST = co_izumi_board(
    "  - {{do: activate, card: 泉}}",
    "[紙.zone, A.hand]",
    hand="    hand: [{{name: 紙, type: event, cost: 1}}]\n",
)


@pytest.mark.parametrize(
    "cost",
    [
        "あなたの手札からカードを1枚ダストボックスに置く",
        "手札からカードを1枚ダストボックスに置く",
        "あなたの手札を1枚ダストボックスに置く",
    ],
)
def test_a_hand_card_put_into_the_dustbox_as_the_cost(cost: str) -> None:
    text = f"{cost}:カードを1枚引く。"
    ab = co_ability(text, name="泉")
    assert ab.supported, ab.reason
    got = co_run(DISCARD_COST.format(text=text)).outcome["state"]
    assert got == {"紙.zone": "A.dustbox", "A.hand": 1}


def test_the_other_players_hand_as_the_cost_stays_refused() -> None:
    assert not co_ability(
        "相手の手札からカードを1枚ダストボックスに置く:カードを1枚引く。"
    ).supported


# ------ 「…はN枚 / N多くなる / 少なくなる」 after a count: 「…N増加する / 減少する」 (a spelling of the
# grammar's input, grammar.normalise.SPELLINGS), the hand limit (3.7.3) and a play's cost (4.3.2.2)


@pytest.mark.parametrize(
    ("text", "known"),
    [
        (
            "『泉』がフィールドに出ている限り、あなたの手札の上限は1枚多くなる。",
            "『泉』がフィールドに出ている限り、あなたの手札の上限は1枚増える。",
        ),
        (
            "『泉』がフィールドに出ている限り、あなたの手札の上限は2枚少なくなる。",
            "『泉』がフィールドに出ている限り、あなたの手札の上限は2枚減る。",
        ),
        (
            "『泉』がフィールドに出ている限り、あなたがプレイするスペルのコストは1少なくなる。",
            "『泉』がフィールドに出ている限り、あなたがプレイするスペルのコストは1減少する。",
        ),
    ],
)
def test_more_or_fewer_by_a_count(text: str, known: str) -> None:
    ab = co_ability(text)
    assert ab.supported, ab.reason
    assert ab.program == co_ability(known).program
