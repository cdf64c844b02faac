"""VG card-text constructions of round 20 from the real card list's refusals (s16vgdev; issue
12), docs/cardtext.md "VG round 20 (s16vgdev)": each on a minimal text and a board, with the
neighbour wordings of the same meaning."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run

ME = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"


def _faces(r: object, player: str = "A", where: str = "damage") -> list[bool]:
    return [bool(c.face_up) for c in r.main.final.players[player].zones[where]]  # type: ignore[attr-defined]


# ---------------------------------------- 表にする / 裏にする: its result and as a cost (7.3.1)


@pytest.mark.parametrize(
    "turn, cond",
    [
        ("表にする", "表にしたなら"),
        ("表向きにする", "表向きにしたなら"),
        ("表にする", "表にした場合"),
    ],
)
@pytest.mark.parametrize("face, draws", [("down", 1), ("up", 0)])
def test_turned_face_up_if_done(turn: str, cond: str, face: str, draws: int) -> None:
    """「ダメージゾーンから１枚選び、表にする。表にしたなら、１枚引く。」 (7.3.1, 11.2.3): a
    face-down damage card is turned and the draw follows; a card already face up is not turned
    (1.3.2.1), so the sentence after it is not done (before: refused, the condition do.past)."""
    text = f"【起】【(R)】：あなたのダメージゾーンから１枚選び、{turn}。{cond}、１枚引く。"
    r = run(text, actions=ME, damage=f"[{{name: 傷, type: normal, face: {face}}}]")
    assert not unsupported(r)
    assert _faces(r) == [True]
    assert len(zone(r, "A", "hand")) == draws


@pytest.mark.parametrize("face, draws", [("down", 0), ("up", 1)])
def test_turned_face_up_not_done(face: str, draws: int) -> None:
    """「…表にする。表にしなかったなら、１枚引く。」: the draw only when no card was turned."""
    text = "【起】【(R)】：あなたのダメージゾーンから１枚選び、表にする。表にしなかったなら、１枚引く。"
    r = run(text, actions=ME, damage=f"[{{name: 傷, type: normal, face: {face}}}]")
    assert not unsupported(r) and len(zone(r, "A", "hand")) == draws


def test_turned_face_down_if_done() -> None:
    """「相手のダメージゾーンの表のカードを１枚選び、裏にする。裏にしたなら、…」: the opponent's
    face-up damage card turned face down, then the draw; with no such card, no draw."""
    text = "【起】【(R)】：相手のダメージゾーンの表のカードを１枚選び、裏にする。裏にしたなら、１枚引く。"
    knight = "{name: 騎士, type: normal, grade: 3, power: 13000}"
    r = run(text, actions=ME, opponent=knight + "\n    damage: [{name: 傷, type: normal}]")
    assert not unsupported(r) and _faces(r, "B") == [False] and len(zone(r, "A", "hand")) == 1
    none = run(text, actions=ME)
    assert not unsupported(none) and zone(none, "A", "hand") == []


G_FACES = (
    "g_zone: [{name: 超越竜神, type: g, grade: 4, power: 15000, face: FACE}, "
    "{name: 超越竜王, type: g, grade: 4, power: 15000, face: FACE}]"
)


@pytest.mark.parametrize(
    "cost",
    [
        "あなたのＧゾーンから裏の「超越竜神」を１枚選び、表にする",
        "あなたのＧゾーンの裏のカードを１枚表にする",
        "あなたのＧゾーンから裏のカードを１枚表向きにする",
    ],
)
def test_a_face_up_cost(cost: str) -> None:
    """【コスト】[あなたのＧゾーンから裏の…を１枚選び、表にする] (7.3.1 as a cost, 11.7.1): one
    face-down G card is turned face up and the effect follows; with none face down the cost
    cannot be paid and nothing is done (before: refused, the action do.final)."""
    text = f"【起】【(R)】：【コスト】[{cost}]ことで、１枚引く。"
    r = run(text, actions=ME, extra=G_FACES.replace("FACE", "down"))
    assert not unsupported(r)
    assert sorted(_faces(r, where="g_zone")) == [False, True]
    assert len(zone(r, "A", "hand")) == 1
    none = run(text, actions=ME, extra=G_FACES.replace("FACE", "up"))
    assert not unsupported(none)
    assert _faces(none, where="g_zone") == [True, True] and zone(none, "A", "hand") == []


def test_a_face_down_cost() -> None:
    """【コスト】[あなたのダメージゾーンから表のカードを１枚裏向きにする]: a face-up damage card
    turned face down pays it; none face up, not paid."""
    text = "【起】【(R)】：【コスト】[あなたのダメージゾーンから表のカードを１枚裏向きにする]ことで、１枚引く。"
    r = run(text, actions=ME, damage="[{name: 傷, type: normal}]")
    assert not unsupported(r) and _faces(r) == [False] and len(zone(r, "A", "hand")) == 1
    none = run(text, actions=ME, damage="[{name: 傷, type: normal, face: down}]")
    assert not unsupported(none) and _faces(none) == [False] and zone(none, "A", "hand") == []


# ------------------------- 「このターンにバトルが３回以上行われているなら」 (10.3.1.3: attacks)

ATTACK = "  - {do: attack, attacker: left_front, target: vanguard}"
TWO_ATTACKS = "  - {do: attack, attacker: vanguard, target: vanguard}\n" + ATTACK


@pytest.mark.parametrize(
    "cond, two, one",
    [
        ("このターンにバトルが２回以上行われているなら", 1, 0),
        ("このターンにバトルが２回以上行われていたなら", 1, 0),
        ("このターンにバトルが２回以上行われたなら", 1, 0),
        ("このターンに２回以上バトルしているなら", 1, 0),
        ("このターンにあなたが２回以上バトルしているなら", 1, 0),
        ("このターンにバトルが２回以上行われていないなら", 0, 1),
    ],
)
def test_battles_this_turn(cond: str, two: int, one: int) -> None:
    """「このユニットがアタックした時、このターンにバトルが２回以上行われているなら、１枚引く」:
    each attack begins a battle (10.3.1.3) — the rear-guard's attack after the vanguard's is the
    second battle (the drive check took 山1, the draw 山2); alone it is the first (before:
    refused, the trigger perform.passive_past / two arguments with role none)."""
    text = f"【自】【(R)】：このユニットがアタックした時、{cond}、１枚引く。"
    second = run(text, actions=TWO_ATTACKS)
    assert not unsupported(second) and ("山2" in zone(second, "A", "hand")) == bool(two)
    first = run(text, actions=ATTACK)
    assert not unsupported(first) and len(zone(first, "A", "hand")) == one


@pytest.mark.parametrize("n, damage", [("２", 2), ("３", 1)])
def test_battles_this_turn_continuous(n: str, damage: int) -> None:
    """【永】「あなたのターン中、このターンにバトルが２回以上行われているなら、このユニットの
    パワー＋5000」: read while it applies — in the second battle 剣士 (10000) has 15000 and hits
    騎士 (13000): two damage with the vanguard's hit; with 「３回以上」 it stays 10000 and misses."""
    text = (
        "【永】【(R)】：あなたのターン中、"
        f"このターンにバトルが{n}回以上行われているなら、このユニットのパワー＋5000。"
    )
    r = run(text, actions=TWO_ATTACKS)
    assert not unsupported(r) and len(zone(r, "B", "damage")) == damage


# -------------------------------------- ストライド: the verb of 【超越】 in katakana (6.5.1, 9.8)

G_ZONE = "g_zone: [{name: 超越竜神, type: g, grade: 4, power: 15000}]"
STRIDE = "  - {do: ride_phase, stride: 超越竜神, stride_discard: [捨て]}"
RIDE = "  - {do: ride_phase, card: 捨て}"
DISCARD = "[{name: 捨て, type: normal, grade: 3}]"


@pytest.mark.parametrize(
    "cond, after_stride",
    [
        ("このターンにあなたがストライドしているなら", True),
        ("このターンにあなたがストライドしていたなら", True),
        ("このターンにあなたのヴァンガードがストライドしているなら", True),
        ("このターンにあなたがストライドしていないなら", False),
        ("このターンにあなたが【超越】しているなら", True),
    ],
)
@pytest.mark.parametrize("act", [STRIDE, RIDE])
def test_strode_this_turn(cond: str, after_stride: bool, act: str) -> None:
    """「このターンにあなたがストライドしているなら、１枚引く」: ストライド is 【超越】 (9.8: the
    stride step; the stride event, 6.5.1.1) — after a stride the draw is made, after a ride not
    (the negative the other way round); before, ストライド was an unknown word (the trigger
    do.past)."""
    text = f"【起】【(R)】：{cond}、１枚引く。"
    r = run(text, actions=act + "\n" + ME, extra=G_ZONE, hand=DISCARD)
    assert not unsupported(r)
    assert ("山1" in zone(r, "A", "hand")) is (after_stride == (act == STRIDE))


@pytest.mark.parametrize("who", ["あなたが", "あなたのヴァンガードが"])
def test_a_trigger_on_striding_in_katakana(who: str) -> None:
    """「あなたがストライドした時」 / 「あなたのヴァンガードがストライドした時」: the stride event
    (6.5.1.1) — a draw after the stride, none after a ride."""
    text = f"【自】【(R)】：{who}ストライドした時、１枚引く。"
    r = run(text, actions=STRIDE, extra=G_ZONE, hand=DISCARD)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    ride = run(text, actions=RIDE, extra=G_ZONE, hand=DISCARD)
    assert not unsupported(ride) and zone(ride, "A", "hand") == []


# ------------------------ 「あなたの時刻印ゲージとして表で置く」 (7.40.3, 7.40.7: the master's)

CLOCK = (
    "right_front: {name: 時計, type: normal, grade: 1, power: 8000,"
    " text: '【永】【(R)】：あなたは時刻印ゲージを持てる。'}"
)


@pytest.mark.parametrize("owner", ["あなたの", ""])
def test_a_named_gauge_of_yours(owner: str) -> None:
    """「あなたの手札から１枚選び、あなたの時刻印ゲージとして表で置く」: あなたの before a named
    gauge is the master's, as the name alone says (7.40.7) — with the permission in force the
    card goes to the gauge zone; without it nothing happens (7.40.7.1) (before: refused, the gauge
    of this card)."""
    text = f"【起】【(R)】：あなたの手札から１枚選び、{owner}時刻印ゲージとして表で置く。"
    hand = "[{name: 刻, type: normal, grade: 1}]"
    r = run(text, actions=ME, hand=hand, extra=CLOCK)
    assert not unsupported(r)
    assert zone(r, "A", "gauge") == ["刻"] and zone(r, "A", "hand") == []
    no = run(text, actions=ME, hand=hand)
    assert not unsupported(no) and zone(no, "A", "gauge") == [] and zone(no, "A", "hand") == ["刻"]


# ------------------ 「あなたのバトルフェイズ中、…なら」 / 「…フェイズ中に…した時」 (9.1.2, 9.10)


@pytest.mark.parametrize(
    "phase, draws",
    [
        ("あなたのメインフェイズ中", 1),
        ("メインフェイズ中", 1),
        ("あなたのバトルフェイズ中", 0),
        ("相手のメインフェイズ中", 0),
    ],
)
def test_a_condition_on_the_phase_now(phase: str, draws: int) -> None:
    """「あなたのメインフェイズ中、あなたのヴァンガードがグレード３以上なら、１枚引く」 played in
    A's main phase: the phase now is the one named, of the turn's owner named (9.1.2); in another
    phase or the other player's, not (before: refused, the word battle_phase)."""
    text = f"【起】【(R)】：{phase}、あなたのヴァンガードがグレード３以上なら、１枚引く。"
    r = run(text, actions=ME)
    assert not unsupported(r) and len(zone(r, "A", "hand")) == draws


@pytest.mark.parametrize(
    "phase, damage", [("あなたのバトルフェイズ中", 1), ("あなたのメインフェイズ中", 0)]
)
def test_a_continuous_condition_on_the_phase(phase: str, damage: int) -> None:
    """【永】「あなたのバトルフェイズ中、あなたのヴァンガードがグレード３以上なら、このユニットの
    パワー＋5000」: in the battle 剣士 (10000) has 15000 and hits 騎士 (13000); with the main phase
    named it stays 10000 and misses."""
    text = f"【永】【(R)】：{phase}、あなたのヴァンガードがグレード３以上なら、このユニットのパワー＋5000。"
    r = run(text, actions=ATTACK)
    assert not unsupported(r) and len(zone(r, "B", "damage")) == damage


@pytest.mark.parametrize(
    "when, draws",
    [
        ("あなたのバトルフェイズ中に", 1),
        ("相手のバトルフェイズ中に", 0),
        ("あなたのバトルフェイズに", 1),
    ],
)
def test_a_trigger_in_a_phase_with_naka(when: str, draws: int) -> None:
    """「あなたのバトルフェイズ中にこのユニットがアタックした時」: 中 after the phase says the same as
    「あなたのバトルフェイズに」 (before: refused, the word battle_phase)."""
    text = f"【自】【(R)】：{when}このユニットがアタックした時、１枚引く。"
    r = run(text, actions=ATTACK)
    assert not unsupported(r) and len(zone(r, "A", "hand")) == draws


# ------------- 「退却させたユニットの…」 / 「…と別名の」: the cards the cost or a step retired (7.18.1)

COST = "【自】【(R)】：このユニットがアタックした時、【コスト】[あなたのリアガードを１枚退却させる]ことで、"
BACK = "left_back: {name: 後衛, type: normal, grade: GRADE, power: 7000}"
DECK_CARDS = "[{name: 山二, type: normal, grade: 2}, {name: 山三, type: normal, grade: 3}]"


@pytest.mark.parametrize(
    "search",
    [
        "あなたの山札から退却させたユニットのグレード以下のユニットカードを１枚まで探し、手札に加える。",
        "あなたの山札から、退却させたユニットのグレード以下のユニットカードを１枚まで探し、手札に加える。",
    ],
)
@pytest.mark.parametrize("grade, found", [("3", ["山三"]), ("2", ["山二"]), ("1", [])])
def test_a_search_by_the_grade_of_the_unit_the_cost_retired(
    search: str, grade: str, found: list[str]
) -> None:
    """「【コスト】[リアガードを１枚退却させる]ことで、あなたの山札から退却させたユニットのグレード以下
    のユニットカードを１枚まで探し」: the から-place is the step's (a retire takes units from the
    field, 7.18.1), and the grade compared is the retired unit's (the cost's card, 11.7.1) —
    with a grade 2 retired, 山二 is found (山三 is higher), with grade 1
    nothing, the deck holding no grade 1 (before: refused, a relative clause retire.causative_past
    in a selector)."""
    choose = (
        "choices:\n  - {player: A, at: cost, choose: yes}"
        "\n  - {player: A, at: cost_card, choose: 後衛}"
        + "".join(f"\n  - {{player: A, at: search, choose: {n}}}" for n in found)
    )
    r = run(
        COST + search,
        actions=ATTACK,
        extra=BACK.replace("GRADE", grade),
        deck=DECK_CARDS,
        choices=choose,
    )
    assert not unsupported(r)
    assert zone(r, "A", "drop") == ["後衛"] and zone(r, "A", "hand") == found


def test_a_search_above_the_retired_grade_is_no_option() -> None:
    """The same search with a grade 2 unit retired: 山三 (grade 3) is not among the cards it may
    find — the scenario's answer naming it is refused."""
    from ruling.scenario import ScenarioError

    search = "あなたの山札から退却させたユニットのグレード以下のユニットカードを１枚まで探し、手札に加える。"
    choose = (
        "choices:\n  - {player: A, at: cost, choose: yes}"
        "\n  - {player: A, at: cost_card, choose: 後衛}"
        "\n  - {player: A, at: search, choose: 山三}"
    )
    with pytest.raises(ScenarioError, match="none of the options"):
        run(
            COST + search,
            actions=ATTACK,
            extra=BACK.replace("GRADE", "2"),
            deck=DECK_CARDS,
            choices=choose,
        )


@pytest.mark.parametrize("named, ok", [("後衛", False), ("別人", True)])
def test_a_choice_of_another_name_than_the_retired_unit(named: str, ok: bool) -> None:
    """「【コスト】[リアガードを１枚退却させる]ことで、あなたのドロップから、退却させたユニットと別名
    のカードを１枚選び、手札に加える」: the drop is the step's place (set off by its comma), and
    the name compared is the retired unit's (the cost's card) — a card of its name in the drop is
    no option, one of another name is taken."""
    from ruling.scenario import ScenarioError

    text = COST + "あなたのドロップから、退却させたユニットと別名のカードを１枚選び、手札に加える。"
    drop = "[{name: 後衛, type: normal, grade: 1}, {name: 別人, type: normal, grade: 1}]"
    choose = (
        "choices:\n  - {player: A, at: cost, choose: yes}"
        "\n  - {player: A, at: cost_card, choose: 後衛}"
        f"\n  - {{player: A, at: choose, choose: {named}}}"
    )
    board = {
        "actions": ATTACK,
        "extra": BACK.replace("GRADE", "1"),
        "drop": drop,
        "choices": choose,
    }
    if not ok:
        with pytest.raises(ScenarioError, match="none of the options"):
            run(text, **board)
        return
    r = run(text, **board)
    assert not unsupported(r) and zone(r, "A", "hand") == ["別人"]


# ------------------------------ 「そのユニットを選び」: a choice of the card a reference names (11.8.4)


@pytest.mark.parametrize("count", ["", "１枚"])
def test_a_choice_of_the_triggering_unit_without_a_count(count: str) -> None:
    """「あなたのリアガードが(R)に登場した時、そのユニットを選び、そのターン中、パワー＋5000」: no
    number printed — the reference names the card chosen, the unit that appeared (as with
    「１枚」) (before: refused, a choose without a count)."""
    from tests.ruling.test_vg_constructions import value

    text = f"【自】【(R)】：あなたのリアガードが(R)に登場した時、そのユニットを{count}選び、そのターン中、パワー＋5000。"
    call = "  - {do: main_phase, actions: [{do: call, card: 新兵, circle: right_back}]}"
    r = run(text, actions=call, hand="[{name: 新兵, type: normal, grade: 1, power: 6000}]")
    assert not unsupported(r)
    assert value(r, "power", where="field.right_back") == 11000
    assert value(r, "power") == 10000  # 剣士 itself is not chosen


# ----------------------- 「グレード３からライドしたなら」: the vanguard ridden upon (6.3.3, 11.2.3)

G2_VANGUARD = "{name: 小竜, type: normal, grade: 2, power: 10000}"


@pytest.mark.parametrize(
    "cond, on_g3", [("グレード３からライドしたなら", 1), ("グレード３からライドしなかったなら", 0)]
)
@pytest.mark.parametrize("vanguard", [None, G2_VANGUARD])
def test_rode_upon_a_grade(cond: str, on_g3: int, vanguard: str | None) -> None:
    """「あなたの手札から１枚選び、【スタンド】でライドする。グレード３からライドしたなら、１枚引く」:
    the vanguard ridden upon (the unit there before, 6.3.3) is read after the ride — on 竜 (grade
    3) the draw follows, on 小竜 (grade 2) not; 「…しなかったなら」 the other way round (before:
    refused, the condition ride.past)."""
    text = f"【起】【(R)】：あなたの手札から１枚選び、【スタンド】でライドする。{cond}、１枚引く。"
    board = {"vanguard": vanguard} if vanguard else {}
    hand = "[{name: 新竜, type: normal, grade: 3, power: 13000}]"
    r = run(text, actions=ME, hand=hand, **board)
    assert not unsupported(r) and zone(r, "A", "soul") == ["竜" if vanguard is None else "小竜"]
    draws = on_g3 if vanguard is None else 1 - on_g3
    assert len(zone(r, "A", "hand")) == draws


# ------------------------- 【Ｇガーディアン】: the G guardian skill and its call (14.16, 10.5.1.2.3)

G_GUARDIAN = (
    "【Ｇガーディアン】-相手ターンのガードステップ-【コスト】[手札からグレード１以上を１枚捨てる]"
    "ことで、裏のこのカードを(G)にコールする。"
)
KNIGHT = "{name: 騎士, type: normal, grade: GRADE, power: 13000}"


def _g_guarded(
    grade: str = "3",
    face: str = "down",
    hand: str = "[{name: 手一, type: normal, grade: 1}]",
    text: str = "",
    more: str = "",
) -> object:
    g = f'{{name: 守護竜, type: g, grade: 4, power: 15000, shield: 15000, face: {face}, text: "{G_GUARDIAN}{more}"}}'
    b = KNIGHT.replace("GRADE", grade) + f"\n    g_zone: [{g}]\n    hand: {hand}"
    act = (
        "  - {do: attack, attacker: vanguard, target: vanguard,"
        " guard_actions: [{do: g_guard, card: 守護竜}]}"
    )
    return run(text, actions=act, opponent=b)


def test_a_g_guardian_skill_compiles() -> None:
    """「【Ｇガーディアン】-相手ターンのガードステップ-【コスト】[…]ことで、裏のこのカードを(G)に
    コールする。」 (14.16.1): a keyword program with its cost; another place or no timing word
    of the rules' refuses (before: text the grammar could not type)."""
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vg")
    (ab,) = _abilities("vg", G_GUARDIAN, None)
    assert ab.supported and ab.program.keyword == "g_guardian"
    assert [c.verb for c in ab.program.cost] == ["discard"]
    (other,) = _abilities("vg", G_GUARDIAN.replace("(G)にコール", "(V)にコール"), None)
    assert not other.supported


def test_a_g_guardian_called_in_the_guard_step() -> None:
    """B (vanguard grade 3, as A's) calls 守護竜 from its G zone in the guard step: turned face
    up, the cost paid (手一 discarded), called to (G) (shield 15000: 竜's 13000 does not hit
    騎士's 13000 + 15000); after the battle the G unit goes to the G zone face up (4.9.5)."""
    r = _g_guarded()
    assert not unsupported(r)
    assert zone(r, "B", "damage") == [] and zone(r, "B", "drop") == ["手一"]
    assert zone(r, "B", "g_zone") == ["守護竜"] and _faces(r, "B", "g_zone") == [True]
    steps = [s for s in r.main.trace.steps if "10.5.1.2.3" in s.clauses]
    assert steps, "the call cites 10.5.1.2.3"


@pytest.mark.parametrize(
    "board, why",
    [
        ({"grade": "2"}, "グレード3以上"),
        ({"face": "up"}, "裏向き"),
        ({"hand": "[{name: 手零, type: normal, grade: 0}]"}, "コスト"),
    ],
)
def test_a_g_guardian_not_called(board: dict[str, str], why: str) -> None:
    """No call: B's vanguard grade 2 (10.5.1.2.3: both grade 3 or more); the card already face up
    (only a face-down one is called); a cost that cannot be paid (only a grade 0 in hand) —
    the attack hits (one damage) and nothing is discarded."""
    r = _g_guarded(**board)
    assert len(zone(r, "B", "damage")) == 1
    assert any(why in s.ja for s in r.main.trace.steps)


# ------------------------------ 「このユニットが「X」のハーツを持つなら」 (2.9.3.3, 6.5.2.2.1)

HEARTS_STRIDE = (
    "  - {do: ride_phase, stride: 超越竜神, stride_discard: [捨て一, 捨て二]}\n  - {do: main_phase}"
)
HEARTS_DISCARDS = "[{name: 捨て一, type: normal, grade: 1}, {name: 捨て二, type: normal, grade: 2}]"


@pytest.mark.parametrize(
    "cond, met",
    [
        ("このユニットが「竜」のハーツを持つなら", True),
        ("このユニットが「鳥」のハーツを持つなら", False),
        ("このユニットが「竜」を含むハーツを持つなら", True),
        ("このユニットが「竜」のハーツを持たないなら", False),
        ("あなたのヴァンガードが「竜」のハーツを持つなら", True),
    ],
)
def test_a_g_unit_with_hearts_of_a_description(cond: str, met: bool) -> None:
    """A G unit's 【永】【(V)】「このユニットが「竜」のハーツを持つなら、このユニットのパワー＋5000」:
    its hearts card (the vanguard 竜, grade 3, strode upon: 6.5.2.2.1) is so described — read as
    「このユニットのハーツカードが…なら」 (before: refused, を持つ Name / a relative clause
    contain.final in a selector)."""
    from tests.ruling.test_vg_constructions import value

    g = (
        "g_zone: [{name: 超越竜神, type: g, grade: 4, power: 15000,"
        f' text: "【永】【(V)】：{cond}、このユニットのパワー＋5000。"}}]'
    )
    r = run("", actions=HEARTS_STRIDE, extra=g, hand=HEARTS_DISCARDS)
    assert not unsupported(r)
    plain = run(
        "",
        actions=HEARTS_STRIDE,
        extra=g.replace(cond, "このユニットがグレード９のハーツを持つなら"),
        hand=HEARTS_DISCARDS,
    )
    gained = value(r, "power", where="field.vanguard") - value(
        plain, "power", where="field.vanguard"
    )
    assert gained == (5000 if met else 0)


@pytest.mark.parametrize("who, draws", [("相手の", 1), ("あなたの", 0)])
def test_a_g_guardian_as_a_kind(who: str, draws: int) -> None:
    """「相手のＧガーディアンが(G)に登場した時、１枚引く」 on A's 剣士: B's G guardian called to (G)
    is a G unit with the G guardian skill (14.16.1) appearing — A draws once besides its drive
    check; 「あなたの」 names none of A's (before: the term Placeholder)."""
    r = _g_guarded(text=f"【自】【(R)】：{who}Ｇガーディアンが(G)に登場した時、１枚引く。")
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == 1 + draws  # the drive check's card, and the draw


def test_a_unit_appearing_on_the_guardian_circle() -> None:
    """7.17.1: 登場 is a unit put on a circle from outside the circles — the guardian circle too:
    a hand card's 「【自】【(G)】：このユニットが(G)に登場した時、１枚引く。」 triggers on its guard call
    (before: the guardian circle was left out, the ability compiled and never triggered), and so
    does a G guardian's own on its call (10.5.1.2.3)."""
    text = "【自】【(G)】：このユニットが(G)に登場した時、１枚引く。"
    b = (
        "{name: 騎士, type: normal, grade: 3, power: 13000}\n    hand: [{name: 手守, type: normal,"
        f' grade: 1, shield: 10000, text: "{text}"}}]'
    )
    act = "  - {do: attack, attacker: vanguard, target: vanguard, guard: [手守]}"
    r = run("", actions=act, opponent=b)
    assert not unsupported(r) and len(zone(r, "B", "hand")) == 1
    g = _g_guarded(more="\\n" + text)
    assert not unsupported(g) and len(zone(g, "B", "hand")) == 1
    assert zone(g, "B", "drop") == ["手一"]


@pytest.mark.parametrize("comma", ["、", ""])
@pytest.mark.parametrize("named, draws", [("剣士", 1), ("他竜", 0)])
def test_a_face_up_cost_of_the_same_name(comma: str, named: str, draws: int) -> None:
    """【コスト】[あなたのＧゾーンから裏の、このユニットと同名のカードを１枚選び、表にする]: 裏の
    (with or without its comma) describes the cards chosen, not the unit compared (shared
    `nouns.compared`; the choice's 「…と」 is the act's, `costs._chosen_then`) — a face-down G card
    named 剣士 pays it, one of another name does not (before: refused, a reference with further
    words (states))."""
    text = (
        f"【起】【(R)】：【コスト】[あなたのＧゾーンから裏の{comma}このユニットと同名のカードを"
        "１枚選び、表にする]ことで、１枚引く。"
    )
    g = f"g_zone: [{{name: {named}, type: g, grade: 4, power: 15000, face: down}}]"
    r = run(text, actions=ME, extra=g)
    assert not unsupported(r)
    assert _faces(r, where="g_zone") == [bool(draws)] and len(zone(r, "A", "hand")) == draws
