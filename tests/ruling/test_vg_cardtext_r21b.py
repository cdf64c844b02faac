"""VG card-text constructions of round 21 (s17vg2; issue 12), each on a minimal text and a
board (docs/cardtext.md, "VG round 21, constructions across the blind sets")."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run

ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
G3_TOP = "[{name: 山3, type: normal, grade: 3}, {name: 山1, type: normal, grade: 1}, 8]"
G1_TOP = "[{name: 山1, type: normal, grade: 1}, {name: 山3, type: normal, grade: 3}, 8]"


# ------------------------------------- the cards a step put at one end of the deck / face up


@pytest.mark.parametrize("put", ["置いた", "置かれた"])
@pytest.mark.parametrize(
    ("deck", "end", "draws"),
    [(G3_TOP, "下", True), (G3_TOP, "上", False), (G1_TOP, "下", False)],
)
def test_the_card_put_at_the_bottom_of_the_deck(put: str, deck: str, end: str, draws: bool) -> None:
    """「山札の上から１枚見て、山札の上か下に置く。山札の下に置いたカードがグレード３なら、１枚
    引く」: the card the step put at the bottom (the master's choice, 11.8.5.1), of grade 3 — a
    grade 3 put at the bottom: a draw; put back on top, or a grade 1 at the bottom: none."""
    text = (
        "【起】【(R)】：あなたの山札の上から１枚見て、山札の上か下に置く。"
        f"山札の下に{put}カードがグレード３なら、１枚引く。"
    )
    r = run(
        text, actions=ACTIVATE, deck=deck, choices=f"choices:\n  - {{player: A, choose: {end}}}"
    )
    assert not unsupported(r)
    assert bool(zone(r, "A", "hand")) is draws


@pytest.mark.parametrize(("pick", "draws"), [("山1", True), ("山3", False)])
def test_the_card_put_at_the_bottom_not_the_one_put_on_top(pick: str, draws: bool) -> None:
    """「２枚見て、１枚選び、山札の上に置き、残りを山札の下に置く。山札の下に置いたカードがグレード
    ３なら、１枚引く」: the other card, the one at the bottom, decides (the chosen one went on top)."""
    text = (
        "【起】【(R)】：あなたの山札の上から２枚見て、１枚選び、山札の上に置き、残りを山札の下に"
        "置く。山札の下に置いたカードがグレード３なら、１枚引く。"
    )
    r = run(
        text, actions=ACTIVATE, deck=G3_TOP, choices=f"choices:\n  - {{player: A, choose: {pick}}}"
    )
    assert not unsupported(r)
    assert bool(zone(r, "A", "hand")) is draws


@pytest.mark.parametrize(
    ("face", "deck", "draws"), [("表", G3_TOP, True), ("表", G1_TOP, False), ("裏", G3_TOP, False)]
)
def test_the_card_put_face_up(face: str, deck: str, draws: bool) -> None:
    """「山札の上から１枚をダメージゾーンに{表/裏}で置く。表で置いたカードがグレード３なら、１枚
    引く」: the card the step put face up — put face down, it is not one put 表で."""
    text = (
        f"【起】【(R)】：あなたの山札の上から１枚をダメージゾーンに{face}で置く。"
        "表で置いたカードがグレード３なら、１枚引く。"
    )
    r = run(text, actions=ACTIVATE, deck=deck)
    assert not unsupported(r) and len(zone(r, "A", "damage")) == 1
    assert bool(zone(r, "A", "hand")) is draws


@pytest.mark.parametrize(("deck", "draws"), [(G3_TOP, True), (G1_TOP, False)])
def test_whether_the_step_put_a_described_card_in_a_zone(deck: str, draws: bool) -> None:
    """「山札の上から１枚をソウルに置く。グレード３をソウルに置いたなら、１枚引く」 (the active voice of
    「ソウルにグレード３が置かれたなら」, 11.2.3): a grade 3 put there — a draw; a grade 1 — none."""
    text = "【起】【(R)】：あなたの山札の上から１枚をソウルに置く。グレード３をソウルに置いたなら、１枚引く。"
    r = run(text, actions=ACTIVATE, deck=deck)
    assert not unsupported(r) and len(zone(r, "A", "soul")) == 1
    assert bool(zone(r, "A", "hand")) is draws


@pytest.mark.parametrize(("end", "draws"), [("下", True), ("上", False)])
def test_whether_that_card_was_put_at_the_bottom(end: str, draws: bool) -> None:
    """「山札の上から１枚見て、山札の上か下に置く。そのカードを山札の下に置いたなら、１枚引く」:
    the card looked at, put at the bottom by the step before (11.2.3) — or not."""
    text = (
        "【起】【(R)】：あなたの山札の上から１枚見て、山札の上か下に置く。"
        "そのカードを山札の下に置いたなら、１枚引く。"
    )
    r = run(
        text, actions=ACTIVATE, deck=G3_TOP, choices=f"choices:\n  - {{player: A, choose: {end}}}"
    )
    assert not unsupported(r)
    assert zone(r, "A", "hand") == (["山1"] if draws else [])


@pytest.mark.parametrize(("pick", "draws"), [("none", True), ("山3", False)])
def test_whether_the_step_put_nothing_in_a_zone(pick: str, draws: bool) -> None:
    """「２枚見て、１枚まで選び、ソウルに置き、残りを山札の下に置く。ソウルに置かなかったなら、
    １枚引く」: none chosen, none put in the soul — a draw; one put there — none."""
    text = (
        "【起】【(R)】：あなたの山札の上から２枚見て、１枚まで選び、ソウルに置き、残りを山札の下に"
        "置く。ソウルに置かなかったなら、１枚引く。"
    )
    r = run(
        text, actions=ACTIVATE, deck=G3_TOP, choices=f"choices:\n  - {{player: A, choose: {pick}}}"
    )
    assert not unsupported(r)
    assert bool(zone(r, "A", "hand")) is draws
    assert zone(r, "A", "soul") == ([] if pick == "none" else [pick])


@pytest.mark.parametrize("charge", ["【ソウルチャージ】した", "ソウルチャージした"])
@pytest.mark.parametrize(("deck", "draws"), [(G3_TOP, True), (G1_TOP, False)])
def test_the_card_a_keyword_action_put(charge: str, deck: str, draws: bool) -> None:
    """「【ソウルチャージ】(1)。【ソウルチャージ】したカードがグレード３なら、１枚引く」: する with
    the keyword is the keyword's action (7.27.1); its card decides."""
    text = f"【起】【(R)】：【ソウルチャージ】(1)。{charge}カードがグレード３なら、１枚引く。"
    r = run(text, actions=ACTIVATE, deck=deck)
    assert not unsupported(r) and len(zone(r, "A", "soul")) == 1
    assert bool(zone(r, "A", "hand")) is draws


FACE_DOWN_DAMAGE = (
    "[{name: 傷3, type: normal, grade: 3, face: down}, "
    "{name: 傷1, type: normal, grade: 1, face: down}]"
)


@pytest.mark.parametrize(("pick", "draws"), [("傷3", True), ("傷1", False)])
def test_the_card_a_step_turned_face_up(pick: str, draws: bool) -> None:
    """「ダメージゾーンから１枚選び、表にする。表にしたカードがグレード３なら、１枚引く」: the card
    the step turned face up (7.3.1) decides — the grade 3: a draw; the grade 1: none."""
    text = (
        "【起】【(R)】：あなたのダメージゾーンから１枚選び、表にする。"
        "表にしたカードがグレード３なら、１枚引く。"
    )
    r = run(
        text,
        actions=ACTIVATE,
        damage=FACE_DOWN_DAMAGE,
        deck=G1_TOP,
        choices=f"choices:\n  - {{player: A, choose: {pick}}}",
    )
    assert not unsupported(r)
    assert bool(zone(r, "A", "hand")) is draws


# ------------------------------------- a reveal of as many cards as a step before acted on

THREE_TOP = (
    "[{name: 山1, type: normal, grade: 1}, {name: 山2, type: normal, grade: 1}, "
    "{name: 山3, type: normal, grade: 1}, 7]"
)
REAR_TWO = "right_back: {name: 後衛, type: normal, grade: 1, power: 7000}"


@pytest.mark.parametrize(
    ("picks", "called"),
    [(["剣士", "後衛"], ["山1", "山2"]), (["後衛"], ["山1"]), ([], [])],
)
def test_reveal_as_many_as_the_cards_put(picks: list[str], called: list[str]) -> None:
    """「リアガードを２枚まで選び、山札の下に置く。置いた枚数と同じ枚数、あなたの山札の上から
    公開し、グレード１以下のユニットカードをすべて(R)にコールし、残りを山札の下に置く」: as many
    cards revealed as were put (counted when the reveal is done) — two put: the top two called;
    one: the top one; none: none revealed, none called."""
    text = (
        "【起】【(V)】：あなたのリアガードを２枚まで選び、山札の下に置く。置いた枚数と同じ枚数、"
        "あなたの山札の上から公開し、グレード１以下のユニットカードをすべて(R)にコールし、残りを"
        "山札の下に置く。"
    )
    lines = (
        "".join(f"\n  - {{player: A, choose: {p}}}" for p in picks)
        or "\n  - {player: A, choose: none}"
    )
    vanguard = '{name: 竜, type: normal, grade: 3, power: 13000, text: "' + text + '"}'
    r = vg_card_run_v(text, vanguard, lines)
    assert not unsupported(r)
    field = [
        c.name
        for z, cs in r.main.final.players["A"].zones.items()
        if z.startswith("field.") and z != "field.vanguard"
        for c in cs
    ]
    assert sorted(n for n in field if n.startswith("山")) == called


def vg_card_run_v(text: str, vanguard: str, lines: str) -> object:
    """A's vanguard 竜 with the activated ability ``text``, activated in the main phase."""
    return run(
        "",
        actions="  - {do: main_phase, actions: [{do: activate, card: 竜}]}",
        vanguard=vanguard,
        extra=REAR_TWO,
        deck=THREE_TOP,
        choices="choices:" + lines,
    )


# ------------------------ 「そのユニットは次の相手のスタンドフェイズに【スタンド】しない」 (9.2.3)

TO_B_STAND = "\n  - {do: end_phase}\n  - {do: stand_phase}"


@pytest.mark.parametrize(
    "when",
    [
        "次の相手のスタンドフェイズに",
        "相手の次のスタンドフェイズに",
        "次の相手のスタンドフェイズ中、",
    ],
)
@pytest.mark.parametrize("verb", ["【スタンド】しない", "【スタンド】できない"])
def test_a_unit_not_stood_at_the_next_stand_phase(when: str, verb: str) -> None:
    """「相手のリアガードを１枚選び、【レスト】させる。そのユニットは次の相手のスタンドフェイズに
    【スタンド】しない」 (に: the point of time, as 「…スタンドフェイズ中」): in B's next stand phase
    the chosen 槍兵 stays rest (9.2.3 overridden, 1.3.3); the effect ends with that phase."""
    text = (
        f"【起】【(R)】：相手のリアガードを１枚選び、【レスト】させる。そのユニットは{when}{verb}。"
    )
    r = run(text, actions=ACTIVATE + TO_B_STAND)
    assert not unsupported(r)
    final = r.main.final
    assert final.players["B"].zones["field.right_front"][0].orientation == "rest"
    assert not [e for e in final.effects if e.stat == "stand"]
    # without the sentence the unit stands
    plain = run(
        "【起】【(R)】：相手のリアガードを１枚選び、【レスト】させる。",
        actions=ACTIVATE + TO_B_STAND,
    )
    assert plain.main.final.players["B"].zones["field.right_front"][0].orientation == "stand"


def test_the_next_stand_phase_of_no_player_stays_refused() -> None:
    """「次のスタンドフェイズに」: whose stand phase the text does not say — refused."""
    text = "【起】【(R)】：相手のリアガードを１枚選び、【レスト】させる。そのユニットは次のスタンドフェイズに【スタンド】しない。"
    assert unsupported(run(text, actions=ACTIVATE))


# ------------------------ 「このユニットが呪縛カードから表になった時」 (7.30.2, 9.11.3)

UNLOCK_TEXT = "【自】：このユニットが呪縛カードから表になった時、１枚引く。"
LOCKED_RG = '    right_back: {{name: 呪, type: normal, grade: 1, power: 8000, locked: {locked}, text: "{text}"}}'


def _locked_run(text: str, actions: str, locked: str = "true", own: str = "") -> object:
    return run(
        own,
        actions=actions,
        extra=LOCKED_RG.format(locked=locked, text=text).strip(),
        deck="[{name: 山1, type: normal, grade: 1}, 9]",
    )


def test_unlocked_at_the_end_phase_triggers() -> None:
    """A's locked card at the end of A's turn turns face up, no longer locked (9.11.3, 7.30.2):
    「このユニットが呪縛カードから表になった時、１枚引く」 triggers — A draws 山1."""
    r = _locked_run(UNLOCK_TEXT, "  - {do: end_phase}")
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["山1"]


def test_turned_face_up_by_an_effect_is_unlocked_and_triggers() -> None:
    """「あなたの呪縛カードを１枚選び、表にする」: a locked card turned face up is locked no more
    (7.30.2, standing 7.31.2), and its 「呪縛カードから表になった時」 triggers."""
    own = "【起】【(R)】：あなたの呪縛カードを１枚選び、表にする。"
    r = _locked_run(UNLOCK_TEXT, ACTIVATE, own=own)
    assert not unsupported(r)
    (c,) = r.main.final.players["A"].zones["field.right_back"]
    assert c.face_up and not c.states.get("locked") and c.orientation == "stand"
    assert zone(r, "A", "hand") == ["山1"]


def test_a_face_down_card_turned_face_up_not_from_locked_does_not_trigger() -> None:
    """A unit face down but not locked (a deleted one, 7.32) turned face up is not 「呪縛カードから」
    表になった: no trigger (「表になった時」 alone would trigger)."""
    own = "【起】【(R)】：あなたのリアガードを１枚選び、表にする。"
    extra = (
        '    right_back: {name: 呪, type: normal, grade: 1, power: 8000, face: down, text: "TEXT"}'
    )
    for text, draws in (
        (UNLOCK_TEXT, False),
        ("【自】：このユニットが表になった時、１枚引く。", True),
    ):
        r = run(
            own,
            actions=ACTIVATE,
            extra=extra.replace("TEXT", text).strip(),
            deck="[{name: 山1, type: normal, grade: 1}, 9]",
            choices="choices:\n  - {player: A, choose: 呪}",
        )
        assert not unsupported(r)
        assert (zone(r, "A", "hand") == ["山1"]) is draws


# ------------------------ 「このユニットが山札から登場したなら」 (the trigger's 登場, 7.17.2)

FROM_DECK = "【自】：このユニットが(R)に登場した時、このユニットが山札から登場したなら、１枚引く。"
NEW = '{{name: 新, type: normal, grade: 1, power: 8000, text: "{text}"}}'


@pytest.mark.parametrize("who", ["このユニット", "そのユニット"])
def test_where_the_unit_of_the_trigger_appeared_from(who: str) -> None:
    """「このユニットが(R)に登場した時、このユニットが山札から登場したなら、１枚引く」: the 登場
    the trigger was about came from the deck (7.17.2) — called from the top of the deck by an
    effect: a draw (山2); called from the hand: none."""
    text = FROM_DECK.replace("このユニットが山札", f"{who}が山札")
    deck = f"[{NEW.format(text=text)}, {{name: 山2, type: normal, grade: 1}}, 8]"
    call_top = "【起】【(R)】：あなたの山札の上から１枚を(R)にコールする。"
    from_deck = run(
        call_top,
        actions=ACTIVATE,
        deck=deck,
        choices="choices:\n  - {player: A, choose: right_back}",
    )
    assert not unsupported(from_deck)
    assert zone(from_deck, "A", "hand") == ["山2"]
    from_hand = run(
        "",
        actions="  - {do: main_phase, actions: [{do: call, card: 新, circle: right_back}]}",
        hand=f"[{NEW.format(text=text)}]",
        deck="[{name: 山2, type: normal, grade: 1}, 8]",
    )
    assert not unsupported(from_hand)
    assert zone(from_hand, "A", "hand") == []


def test_another_units_appearance_named_by_that_unit() -> None:
    """「このユニットと同名のあなたの他のユニットが(R)に登場した時、そのユニットが山札から登場した
    なら、１枚引く」: 「そのユニット」 is the unit the trigger's 登場 put on the circle."""
    text = (
        "【自】【(R)】：このユニットと同名のあなたの他のユニットが(R)に登場した時、"
        "そのユニットが山札から登場したなら、１枚引く。"
    )
    twin = '{name: 双, type: normal, grade: 1, power: 8000, text: "' + text + '"}'
    deck = (
        "[{name: 双, type: normal, grade: 1, power: 8000}, {name: 山2, type: normal, grade: 1}, 8]"
    )
    r = run(
        "【起】【(R)】：あなたの山札の上から１枚を(R)にコールする。",
        actions=ACTIVATE,
        extra="right_back: " + twin,
        deck=deck,
        choices="choices:\n  - {player: A, choose: left_back}",
    )
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["山2"]


def test_where_a_unit_appeared_from_outside_an_appear_trigger_stays_refused() -> None:
    """「このユニットがアタックした時、このユニットが山札から登場したなら」: no 登場 the trigger
    was about — where it came from is not kept: refused."""
    text = "【自】【(R)】：このユニットがアタックした時、このユニットが山札から登場したなら、１枚引く。"
    assert unsupported(run(text, actions=ACTIVATE))


# ------------------------ 「このユニットが「X」を含まないグレード１にライドされた時」


RIDDEN = """\
game: vg
title: t
turn: {player: A, number: 3, first_player: A}
players:
  A:
    vanguard: {name: 前, type: normal, grade: 0, text: "TEXT"}
    hand: [{name: NEXT, type: normal, grade: 1}]
    deck: 10
  B: {vanguard: {name: 騎士, grade: 1}, deck: 10}
actions:
  - {do: ride_phase, card: NEXT}
"""


@pytest.mark.parametrize(
    ("verb", "nxt", "draws"),
    [
        ("含まない", "森の騎士", True),
        ("含まない", "ネオネクタールの騎士", False),
        ("含む", "ネオネクタールの騎士", True),
        ("含む", "森の騎士", False),
    ],
)
def test_ridden_by_a_unit_without_a_name_part(verb: str, nxt: str, draws: bool) -> None:
    """「このユニットが「ネオネクタール」を含まないグレード１にライドされた時、１枚引く」: the grammar
    hangs 「このユニットが…を含まない」 as one clause; the filter is of the unit riding upon it —
    a grade 1 without the name part: a draw; with it: none (「含む」 the other way round)."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    text = f"【自】：このユニットが「ネオネクタール」を{verb}グレード１にライドされた時、１枚引く。"
    r = resolve(loads(RIDDEN.replace("TEXT", text).replace("NEXT", nxt), "t.yaml"))
    assert not unsupported(r)
    assert (len(r.main.final.players["A"].zones["hand"]) == 1) is draws


RODE_FROM = """\
game: vg
title: t
turn: {player: A, number: 3, first_player: A}
players:
  A:
    vanguard: {name: PREV, type: normal, grade: 0}
    hand: [{name: 次, type: normal, grade: 1, text: "TEXT"}]
    deck: 10
  B: {vanguard: {name: 騎士, grade: 1}, deck: 10}
actions:
  - {do: ride_phase, card: 次}
"""


@pytest.mark.parametrize(
    ("verb", "prev", "draws"),
    [
        ("含む", "アーシャの卵", True),
        ("含む", "森の卵", False),
        ("含まない", "森の卵", True),
        ("含まない", "アーシャの卵", False),
    ],
)
def test_rode_from_a_unit_with_a_name_part(verb: str, prev: str, draws: bool) -> None:
    """「このユニットが「アーシャ」を含むユニットからライドして登場した時、１枚引く」: the grammar
    hangs 「このユニットが…を含む」 on the source; the filter is of the vanguard ridden upon."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    text = f"【自】：このユニットが「アーシャ」を{verb}ユニットからライドして登場した時、１枚引く。"
    r = resolve(loads(RODE_FROM.replace("TEXT", text).replace("PREV", prev), "t.yaml"))
    assert not unsupported(r)
    assert (len(r.main.final.players["A"].zones["hand"]) == 1) is draws


# ------------------------ 「置いたユニットがいた(R)にコールする」 (the circle a moved card left)

TOP_G0 = "[{name: 山0, type: normal, grade: 0}, {name: 山1, type: normal, grade: 1}, 8]"


@pytest.mark.parametrize(
    ("was", "verb"),
    [
        ("置いたユニットがいた", "山札の下に置く"),
        ("置いたカードのいた", "山札の下に置く"),
        ("退却させたユニットがいた", "退却させる"),
    ],
)
def test_call_to_the_circle_the_moved_card_was_on(was: str, verb: str) -> None:
    """「あなたのリアガードを１枚選び、山札の下に置く。あなたの山札の上から１枚公開し、それが
    グレード０なら、置いたユニットがいた(R)にコールする」: the card goes to the circle the rear-guard
    put away was on (right_back), not another."""
    text = (
        f"【起】【(R)】：あなたのリアガードを１枚選び、{verb}。あなたの山札の上から１枚公開し、"
        f"それがグレード０なら、{was}(R)にコールする。"
    )
    r = run(
        text,
        actions=ACTIVATE,
        extra="right_back: {name: 後衛, type: normal, grade: 1, power: 7000}",
        deck=TOP_G0,
        choices="choices:\n  - {player: A, choose: 後衛}",
    )
    assert not unsupported(r)
    assert zone(r, "A", "field.right_back") == ["山0"]
    assert zone(r, "A", "field.left_back") == [] and zone(r, "A", "field.right_front") == []


# ------------------------ 「相手は【インターセプト】できない」 (a verb's noun in brackets)

NO_INTERCEPT = """\
game: vg
title: t
turn: {player: A, number: 5, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000, text: "TEXT"}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    left_front: {name: 槍兵, type: normal, grade: 2, power: 10000, shield: 10000, skills: [intercept]}
    deck: 10
actions:
  - {do: attack, attacker: vanguard, target: vanguard, intercept: [left_front]}
"""


@pytest.mark.parametrize("word", ["【インターセプト】", "インターセプト"])
def test_no_intercept_with_the_verb_in_brackets(word: str) -> None:
    """「このユニットがアタックした時、そのバトル中、相手は【インターセプト】できない」: as the
    unbracketed verb — 槍兵's intercept is refused (1.3.3), it stays on its circle."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    text = f"【自】【(V)】：このユニットがアタックした時、そのバトル中、相手は{word}できない。"
    r = resolve(loads(NO_INTERCEPT.replace("TEXT", text), "t.yaml"))
    assert not unsupported(r)
    assert [c.name for c in r.main.final.players["B"].zones["field.left_front"]] == ["槍兵"]
    free = resolve(loads(NO_INTERCEPT.replace("TEXT", ""), "t.yaml"))
    assert [c.name for c in free.main.final.players["B"].zones["field.left_front"]] == []


# ------------------------ 「A。Xなら、かわりに【ソウルチャージ】(2)。」 (11.3.1.3.4)


@pytest.mark.parametrize(("souls", "charged"), [(5, 1), (6, 2)])
def test_a_keyword_action_replacing_the_sentence_before(souls: int, charged: int) -> None:
    """「【ソウルチャージ】(1)。あなたのソウルが６枚以上なら、かわりに【ソウルチャージ】(2)。」:
    either the first sentence or the second (11.3.1.3.4) — 5 in the soul: 1 charged; 6: 2, not
    1 + 2 (before, the condition and the connector were dropped and both were done)."""
    text = "【起】【(R)】：【ソウルチャージ】(1)。あなたのソウルが６枚以上なら、かわりに【ソウルチャージ】(2)。"
    cards = ", ".join("{name: 魂, type: normal, grade: 1}" for _ in range(souls))
    r = run(text, actions=ACTIVATE, extra=f"soul: [{cards}]")
    assert not unsupported(r)
    assert len(zone(r, "A", "soul")) == souls + charged


@pytest.mark.parametrize("may", ["してよい", "してもよい"])
def test_a_replacement_of_the_step_before_in_the_sentence_stays_refused(may: str) -> None:
    """「手札から１枚選び、捨てる。Xなら、捨てるかわりに【ソウルブラスト】(1){may}」: a choice to
    replace the discard (11.3.1.3.2) — not read: refused (before, the discard was done twice and
    the soul blast after it)."""
    text = (
        "【起】【(R)】：あなたの手札から１枚選び、捨てる。あなたのヴァンガードがグレード３なら、"
        f"捨てるかわりに【ソウルブラスト】(1){may}。"
    )
    assert unsupported(run(text, actions=ACTIVATE))


@pytest.mark.parametrize("may", ["１枚引いてよい", "１枚引いてもよい"])
def test_may_with_mo_is_may(may: str) -> None:
    """「１枚引いてもよい」 says what 「１枚引いてよい」 says: the master may decline."""
    text = f"【起】【(R)】：{may}。"
    yes = run(text, actions=ACTIVATE, deck=G1_TOP, choices="choices:\n  - {player: A, choose: yes}")
    no = run(text, actions=ACTIVATE, deck=G1_TOP, choices="choices:\n  - {player: A, choose: no}")
    assert not unsupported(yes) and not unsupported(no)
    assert zone(yes, "A", "hand") == ["山1"] and zone(no, "A", "hand") == []


# ------------------------ 「コールしたユニット１枚につき」 (per the cards a step acted on, 12.7.1)


@pytest.mark.parametrize(
    ("picks", "power"), [(["手1", "手2"], 20000), (["手1"], 15000), ([], 10000)]
)
def test_per_the_units_a_step_called(picks: list[str], power: int) -> None:
    """「手札からユニットを２枚まで選び、(R)にコールする。コールしたユニット１枚につき、そのターン
    中、このユニットのパワー＋5000」: +5000 per unit the step called (12.7.1)."""
    from tests.ruling.test_vg_constructions import value

    text = (
        "【起】【(R)】：あなたの手札からユニットを２枚まで選び、(R)にコールする。"
        "コールしたユニット１枚につき、そのターン中、このユニットのパワー＋5000。"
    )
    hand = "[{name: 手1, type: normal, grade: 1}, {name: 手2, type: normal, grade: 1}]"
    lines = (
        "".join(f"\n  - {{player: A, choose: {p}}}" for p in picks)
        or "\n  - {player: A, choose: none}"
    )
    lines += "".join(
        f"\n  - {{player: A, choose: {c}}}" for c in ("right_back", "left_back")[: len(picks)]
    )
    r = run(text, actions=ACTIVATE, hand=hand, choices="choices:" + lines)
    assert not unsupported(r)
    assert zone(r, "A", "field.left_front") == ["剣士"]
    assert value(r, "power") == power


# ------------------------ 「ブーストしたこのユニット」 (the trigger's event said again)

BOOST = "  - {do: attack, attacker: left_front, target: vanguard, boost: left_back}"


def _boost_run(text: str) -> object:
    from ruling.resolve import resolve
    from ruling.scenario import loads
    from tests.ruling.boards import vg_card_board

    src = vg_card_board(
        "",
        BOOST,
        extra='left_back: {name: 後衛, type: normal, grade: 1, power: 7000, skills: [boost], text: "'
        + text
        + '"}',
    ).replace("phase: main", "phase: battle")
    return resolve(loads(src, "t.yaml"))


@pytest.mark.parametrize("who", ["ブーストしたこのユニット", "このユニット"])
def test_this_unit_named_with_the_triggers_event(who: str) -> None:
    """「このユニットがブーストした時、ブーストしたこのユニットを【スタンド】させる」: the clause of the
    trigger's own event, about this unit, says again what このユニット names — the booster stands."""
    r = _boost_run(f"【自】【(R)】：このユニットがブーストした時、{who}を【スタンド】させる。")
    assert not unsupported(r)
    assert r.main.final.players["A"].zones["field.left_back"][0].orientation == "stand"


def test_the_unit_that_boosted_before_sono_stays_refused() -> None:
    """「あなたのリアガードがブーストした時、ブーストしたそのユニット…」: その names the boosted unit
    for a boost event in this engine — the clause is not dropped: refused."""
    text = "【自】【(V)】：あなたのリアガードがブーストした時、ブーストしたそのユニットを【スタンド】させる。"
    assert unsupported(run(text, actions=ACTIVATE))


# ------------------------ 「あなたの手札の枚数につき」 (per card of a place, 12.7.1)


@pytest.mark.parametrize("n", [0, 2, 3])
def test_per_the_number_of_cards_of_a_place(n: int) -> None:
    """【永】「あなたの手札の枚数につき、このユニットのパワー＋1000」: +1000 per card in A's hand."""
    from tests.ruling.test_vg_constructions import value

    text = "【永】【(R)】：あなたの手札の枚数につき、このユニットのパワー＋1000。"
    hand = "[" + ", ".join("{name: 手, type: normal, grade: 1}" for _ in range(n)) + "]"
    r = run(text, actions="  - {do: main_phase, actions: []}", hand=hand)
    assert not unsupported(r)
    assert value(r, "power") == 10000 + 1000 * n


# ------------------------ 「公開したカードは山札の下に置く」 (a card as the topic of the step)


@pytest.mark.parametrize("particle", ["は", "を"])
def test_a_card_as_the_topic_is_the_object(particle: str) -> None:
    """「山札の上から１枚公開する。公開したカード{は/を}山札の下に置く」: the card, the topic of a
    transitive step with no object, is what it moves — 山1 goes to the bottom, 山3 is on top."""
    text = (
        f"【起】【(R)】：あなたの山札の上から１枚公開する。公開したカード{particle}山札の下に置く。"
    )
    deck = "[{name: 山1, type: normal, grade: 1}, {name: 山3, type: normal, grade: 3}]"
    r = run(text, actions=ACTIVATE, deck=deck)
    assert not unsupported(r)
    assert zone(r, "A", "deck") == ["山3", "山1"]


# ------------------------ 「見たカードが〈植物〉なら」 (the cards a look step looked at)


@pytest.mark.parametrize(
    ("race", "end", "draws"), [("植物", "下", True), ("植物", "上", True), ("竜", "下", False)]
)
def test_the_card_looked_at_wherever_it_went(race: str, end: str, draws: bool) -> None:
    """「山札の上から１枚見て、山札の上か下に置く。見たカードが〈植物〉なら、１枚引く」: the card
    looked at decides, put on top or at the bottom."""
    text = (
        "【起】【(R)】：あなたの山札の上から１枚見て、山札の上か下に置く。"
        "見たカードが〈植物〉なら、１枚引く。"
    )
    deck = f"[{{name: 芽, type: normal, grade: 1, race: {race}}}, {{name: 山2, type: normal, grade: 1}}, 8]"
    r = run(
        text, actions=ACTIVATE, deck=deck, choices=f"choices:\n  - {{player: A, choose: {end}}}"
    )
    assert not unsupported(r)
    assert bool(zone(r, "A", "hand")) is draws


# ------------------------ 「退却させたユニットに「X」を含むユニットがいたなら」 (past, acted cards)


@pytest.mark.parametrize("was", ["いた", "いる"])
@pytest.mark.parametrize(("pick", "draws"), [("ダーク騎士", True), ("白騎士", False)])
def test_among_the_units_the_cost_retired_there_was_one(was: str, pick: str, draws: bool) -> None:
    """「【コスト】[あなたのリアガードを１枚退却させる]ことで、退却させたユニットに「ダーク」を含む
    ユニットが{いた/いる}なら、１枚引く」: among the cards the cost retired (a fixed set: past or
    present alike)."""
    text = (
        "【起】【(R)】：【コスト】[あなたのリアガードを１枚退却させる]ことで、"
        f"退却させたユニットに「ダーク」を含むユニットが{was}なら、１枚引く。"
    )
    extra = (
        "right_back: {name: ダーク騎士, type: normal, grade: 1, power: 7000}\n"
        "    left_back: {name: 白騎士, type: normal, grade: 1, power: 7000}"
    )
    r = run(
        text,
        actions=ACTIVATE,
        extra=extra,
        deck=G1_TOP,
        choices=f"choices:\n  - {{player: A, choose: {pick}}}",
    )
    assert not unsupported(r) and zone(r, "A", "drop") == [pick]
    assert bool(zone(r, "A", "hand")) is draws


# ------------------------ 「この能力で【スタンド】したなら」 (this ability's step did it, 11.2.3)


@pytest.mark.parametrize("by", ["この能力で", "この効果で", ""])
@pytest.mark.parametrize(
    ("cost", "discards"),
    [("【コスト】[このユニットを【レスト】させる]ことで、", True), ("", False)],
)
def test_whether_this_abilitys_step_stood_the_unit(by: str, cost: str, discards: bool) -> None:
    """「このユニットを【スタンド】させる。この能力で【スタンド】したなら、手札から１枚選び、捨てる」:
    rested by the cost, it stands (a discard); already standing, it is not stood (none)."""
    text = (
        f"【起】【(R)】：{cost}このユニットを【スタンド】させる。{by}【スタンド】したなら、"
        "あなたの手札から１枚選び、捨てる。"
    )
    hand = "[{name: 手1, type: normal, grade: 1}]"
    r = run(text, actions=ACTIVATE, hand=hand)
    assert not unsupported(r)
    assert (zone(r, "A", "drop") == ["手1"]) is discards


@pytest.mark.parametrize("may", ["してよい", "してもよい"])
@pytest.mark.parametrize(("answer", "draws"), [("yes", True), ("no", False)])
def test_a_keyword_payment_the_master_may_make(may: str, answer: str, draws: bool) -> None:
    """「【ソウルブラスト】(1){してよい/してもよい}。そうしたら、１枚引く」: the master may pay it; paid,
    a draw (11.2.3); declined, none."""
    text = f"【起】【(R)】：【ソウルブラスト】(1){may}。そうしたら、１枚引く。"
    r = run(
        text,
        actions=ACTIVATE,
        extra="soul: [{name: 魂, type: normal, grade: 1}]",
        deck=G1_TOP,
        choices=f"choices:\n  - {{player: A, choose: {answer}}}",
    )
    assert not unsupported(r)
    assert bool(zone(r, "A", "hand")) is draws
    assert len(zone(r, "A", "soul")) == (0 if draws else 1)
