"""VG card-text constructions of round 23 (s19vg3; issue 12), each family in general form on a
minimal text and a board (docs/cardtext.md, "VG round 23 (s19vg3)")."""

from __future__ import annotations

from typing import Any

import pytest

from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run


def _compiled(text: str):  # type: ignore[no-untyped-def]
    import ruling.games.vg  # noqa: F401  (registers the vg compiler)
    from ruling.abilities import _abilities

    return _abilities("vg", text, "normal")


# ------------------------- a limit of plays of an ability: 「この能力は(その)ターン中にN回だけ
# 使える / 解決できる / 発動する」 on an automatic or activated ability (12.2, 7.15.1.2)

RG_TWICE = (
    "  - {do: attack, attacker: left_front, target: vanguard}\n"
    "  - {do: attack, attacker: right_front, target: vanguard}"
)
SECOND_RG = "right_front: {name: 槍, type: normal, grade: 1, power: 6000}"
STRONG = "{name: 騎士, grade: 3, power: 30000}"


@pytest.mark.parametrize(
    ("limit", "draws"),
    [
        ("そのターン中に１回だけ解決できる", 1),
        ("ターン中に１回だけ解決できる", 1),
        ("ターン中に１回だけ使える", 1),
        ("このターン中に２回まで使える", 2),
        ("１ターンに１回しか使えない", 1),
        ("", 2),
    ],
)
def test_plays_a_turn_of_an_automatic_ability(limit: str, draws: int) -> None:
    """「【自】…あなたのリアガードがアタックした時、１枚引く。この能力はそのターン中に１回だけ
    解決できる」: two rear-guard attacks — played once, then it is 使えない (12.2): it does not
    trigger again (12.2.1.2.1), one draw; up to twice, or no limit, two."""
    text = "【自】【(V)】：あなたのリアガードがアタックした時、１枚引く。" + (
        f"この能力は{limit}。" if limit else ""
    )
    vg = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}'
    r = run("", actions=RG_TWICE, vanguard=vg, opponent=STRONG, extra=SECOND_RG)
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == draws
    if draws == 1:
        said = {c for s in r.main.trace.steps for c in s.clauses}
        assert {"12.2", "12.2.1.2.1"} <= said


def _activate(times: int) -> str:
    acts = ", ".join(["{do: activate, card: 剣士}"] * times)
    return f"  - {{do: main_phase, actions: [{acts}]}}"


@pytest.mark.parametrize(
    ("limit", "draws"),
    [
        ("ターン中に１回だけ発動する", 1),
        ("そのターン中に１回だけ解決できる", 1),
        ("ターン中に２回まで発動できる", 2),
    ],
)
def test_plays_a_turn_of_an_activated_ability(limit: str, draws: int) -> None:
    """「【起】…１枚引く。この能力はターン中に１回だけ発動する」: an activated ability 発動する when
    it is played and resolved (7.15.1.2) — played three times, it draws once (then 使えない, it
    cannot be played, 12.2.1.1); 「解決できる」 the same; up to twice, two."""
    r = run(f"【起】【(R)】：１枚引く。この能力は{limit}。", actions=_activate(3))
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == draws


def test_a_limit_of_plays_on_a_continuous_ability_stays_refused() -> None:
    """On a continuous ability nothing is played: refused, with the text named."""
    (ab,) = _compiled(
        "【永】【(V)】：このユニットのパワー＋5000。この能力はターン中に１回だけ使える。"
    )
    assert not ab.supported and ab.reason


# ------------------------- an order's time of play: 「相手のターンにプレイできる。」 (a permission,
# 10.5.1.2.5 / 9.9.2.3)


def _order(kind: str, first: str, phase: str, actions: str) -> Any:
    from ruling.resolve import resolve
    from ruling.scenario import loads

    text = f"{first}あなたのヴァンガードのパワー＋5000。"
    return resolve(
        loads(
            f"game: vg\ntitle: t\nturn: {{player: A, number: 5, phase: {phase}, first_player: A}}\n"
            "players:\n  A:\n    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}\n"
            "    deck: 10\n  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n"
            f'    hand: [{{name: 令, type: {kind}, grade: 1, text: "{text}"}}]\n'
            f"    deck: 10\nactions:\n{actions}\n",
            "t.yaml",
        )
    )


GUARD = "  - {do: attack, guard_actions: [{do: play_order, card: 令}]}"


@pytest.mark.parametrize("first", ["相手のターンにプレイできる。", ""])
def test_a_blitz_order_permitted_in_the_opponents_turn(first: str) -> None:
    """「相手のターンにプレイできる。…」 on a Blitz order played by the defending fighter in the
    guard step (10.5.1.2.5, the attacker's turn): the time the text permits is the time it is
    played in — the order runs, said and cited; without the sentence, the same."""
    r = _order("blitz", first, "battle", GUARD)
    assert not unsupported(r) and not r.main.rejected
    assert zone(r, "B", "drop") == ["令"]
    if first:
        mark = next(s for s in r.main.trace.steps if "書かれた時" in s.ja)
        assert "10.5.1.2.5" in mark.clauses


def test_an_order_permitted_at_a_time_its_type_is_not_played_in_says_so() -> None:
    """「あなたのターンにプレイできる。…」 on a Blitz order played in the guard step of the
    opponent's turn: the permission adds a time no rule gives a window in (the guard step is
    the attacker's turn): the order is played at its type's timing (10.5.1.2.5) and the time the
    text names is said to be left out (unsupported, never silent)."""
    r = _order("blitz", "あなたのターンにプレイできる。", "battle", GUARD)
    assert unsupported(r)
    assert zone(r, "B", "drop") == ["令"]


def test_a_time_of_play_compiles_to_a_condition_of_the_time() -> None:
    """The time is read as its condition is (「相手のターンなら」): the same family for a phase."""
    (a,) = _compiled("相手のターンにプレイできる。１枚引く。")
    (b,) = _compiled("相手のターンなら、１枚引く。")
    assert a.supported and b.supported
    (when,) = [x[1] for x in a.program.params if x[0] == "play_time"]
    assert when == b.program.cond


# ------------------------- a row as the destination of a call: 「前列にコールする」 / 「後列に」 /
# 「中央後列(の(R))に」 — the row's rear-guard circles (6.2.1.1), one picked (6.2.3.2)

DROP_UNIT = "[{name: 援軍, type: normal, grade: 1, power: 8000}]"
CALL = "【起】【(R)】：あなたのドロップからグレード１を１枚選び、{}にコールする。"
ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"


@pytest.mark.parametrize(
    ("place", "circle"),
    [
        ("ユニットのいない前列", "right_front"),
        ("ユニットのいない前列の(R)", "right_front"),
        ("中央後列", "center_back"),
        ("中央後列の(R)", "center_back"),
        ("ユニットのいない中央後列の(R)", "center_back"),
    ],
)
def test_a_call_to_a_row(place: str, circle: str) -> None:
    """「…ユニットのいない前列にコールする」: a call puts the unit on a rear-guard circle (6.2.1.1)
    — of the front row, the empty one (剣士 stands on the left front circle): never the vanguard
    circle; 「中央後列(の(R))に」: the one circle behind the vanguard."""
    r = run(CALL.format(place), actions=ACTIVATE, drop=DROP_UNIT)
    assert not unsupported(r)
    assert zone(r, "A", f"field.{circle}") == ["援軍"]
    assert zone(r, "A", "drop") == []


def test_a_call_to_the_back_row_is_a_back_circle() -> None:
    """「後列にコールする」: one of the back row's circles (all three are rear-guard circles)."""
    r = run(CALL.format("後列"), actions=ACTIVATE, drop=DROP_UNIT)
    assert not unsupported(r)
    placed = [c for c in ("left_back", "center_back", "right_back") if zone(r, "A", f"field.{c}")]
    assert len(placed) == 1 and zone(r, "A", "drop") == []


def test_a_call_to_a_full_front_row_never_takes_the_vanguard_circle() -> None:
    """「ユニットのいない前列にコールする」 with both front rear-guard circles taken: no circle (the
    vanguard circle is no rear-guard circle, 6.2.1.1) — the unit stays in the drop and the
    vanguard is unchanged."""
    r = run(
        CALL.format("ユニットのいない前列"),
        actions=ACTIVATE,
        drop=DROP_UNIT,
        extra="right_front: {name: 槍, type: normal, grade: 1, power: 6000}",
    )
    assert not unsupported(r)
    assert zone(r, "A", "drop") == ["援軍"]
    assert "援軍" not in zone(r, "A", "field.vanguard")


# ------------------------- a choice among a group: 「相手のリアガードのうち１枚を選び」 (the shared
# ``cardtext.nouns.among_group``: 「XのうちY」 is 「XのY」, 11.8.4)


@pytest.mark.parametrize("among", ["相手のリアガードのうち１枚を", "相手のリアガードを１枚"])
def test_a_choice_among_a_group(among: str) -> None:
    """「相手のリアガードのうち１枚を選び、退却させる」: one of the opponent's rear-guards is
    chosen (11.8.4) and retired — as 「相手のリアガードを１枚選び」: B's 槍兵 goes to the drop."""
    r = run(f"【起】【(R)】：{among}選び、退却させる。", actions=ACTIVATE)
    assert not unsupported(r)
    assert zone(r, "B", "drop") == ["槍兵"]
    assert zone(r, "B", "field.right_front") == []


def test_among_a_group_compiles_as_the_group() -> None:
    """The same program with and without 「のうち」."""
    (a,) = _compiled("【起】【(V)】：相手のリアガードのうち１枚を選び、退却させる。")
    (b,) = _compiled("【起】【(V)】：相手のリアガードを１枚選び、退却させる。")
    assert a.supported and a.program == b.program


def test_plays_of_the_card_before_a_move_are_not_counted_and_said() -> None:
    """「【自】【(R)】：このユニットが(R)に登場した時、１枚引く。この能力はターン中に１回だけ使える」:
    called, it draws; retired and called back it is a new card (4.1.8) — the plays of the card
    before are not counted (the engine's reading, stated as an assumption): it draws again."""
    text = "【自】【(R)】：このユニットが(R)に登場した時、１枚引く。この能力はターン中に１回だけ使える。"
    back = "{do: retire, card: 剣士}, {do: call, card: 剣士, circle: left_front, from: drop, superior: true}"
    acts = f"  - {{do: main_phase, actions: [{back}, {back}]}}"
    r = run(text, actions=acts)
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == 2
    assert any(w.key == "text_limit_new_card_uncounted" for w in r.warnings())
