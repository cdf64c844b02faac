"""VG card-text constructions of round 22 (s18vg2; issue 12): misreads found by reading compiled
programs against their text, and refusals across the development sets, each on a minimal text
and a board (docs/cardtext.md, "VG round 22, second helper")."""

from __future__ import annotations

import pytest

from tests.ruling.boards import rejection, unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run, value

DROP = "[{name: 剣士, type: normal}, {name: 剣士, type: normal}, {name: 弓兵, type: normal}]"


# ------------------------------------- 「Xと同名の / 別名の…１枚につき」: X is compared, not raised


@pytest.mark.parametrize(("name", "power"), [("同名", 20000), ("別名", 15000)])
def test_per_cards_named_as_this_unit_raises_it_once(name: str, power: int) -> None:
    """「このユニットと同名のあなたのドロップのカード１枚につき、このユニットのパワー＋5000」: the
    grammar hangs 「このユニットと」 on the step; it is the card the names are compared with, not a
    second unit raised (before: +5000 per card twice). Two 剣士 in the drop: +10000; 別名: one
    弓兵, +5000."""
    text = f"【永】【(R)】：このユニットと{name}のあなたのドロップのカード１枚につき、このユニットのパワー＋5000。"
    r = run(text, drop=DROP)
    assert not unsupported(r)
    assert value(r, "power") == power


def test_per_named_cards_with_a_pair_of_units() -> None:
    """「このユニットと同名の…１枚につき、あなたのヴァンガードとこのユニットのパワー＋5000」: the
    と before the stat is the pair of units raised (each once), the と before 同名 the comparison."""
    text = (
        "【永】【(R)】：このユニットと同名のあなたのドロップのカード１枚につき、"
        "あなたのヴァンガードとこのユニットのパワー＋5000。"
    )
    r = run(text, drop=DROP)
    assert not unsupported(r)
    assert value(r, "power") == 20000
    assert value(r, "power", where="field.vanguard") == 23000


@pytest.mark.parametrize(("pick", "power"), [("弓兵", 15000), ("剣士", 20000)])
def test_per_cards_named_as_the_chosen_unit(pick: str, power: int) -> None:
    """「あなたのリアガードを１枚選び、そのユニットと同名のあなたのドロップのカード１枚につき、その
    ターン中、このユニットのパワー＋5000」: the names are those of the unit chosen (same_as), not
    of this unit — the chosen 弓兵 counts the one 弓兵 in the drop (+5000), 剣士 the two (+10000)."""
    text = (
        "【起】【(R)】：あなたのリアガードを１枚選び、そのユニットと同名の"
        "あなたのドロップのカード１枚につき、そのターン中、このユニットのパワー＋5000。"
    )
    extra = "right_front: {name: 弓兵, type: normal, grade: 1, power: 8000}"
    r = run(
        text,
        actions="  - {do: main_phase, actions: [{do: activate, card: 剣士}]}",
        drop=DROP,
        extra=extra,
        choices=f"choices:\n  - {{player: A, choose: {pick}}}",
    )
    assert not unsupported(r)
    assert value(r, "power") == power


# ------------------------------------- 「…がすべて…なら」 (before: compiled, and a ValueError at run)

ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"


@pytest.mark.parametrize(("state", "draws"), [("state: rest", True), ("state: stand", False)])
def test_every_card_of_a_group_in_a_state(state: str, draws: bool) -> None:
    """「相手のリアガードがすべて【レスト】しているなら、１枚引く」 (the shared ``Cond("every")``;
    before, VG's runtime had no reading of it and the ruling ended in a ValueError): B's one
    rear-guard at rest — met; standing — not."""
    text = "【起】【(R)】：あなたの後列のリアガードがすべて【レスト】しているなら、１枚引く。"
    extra = f"left_back: {{name: 休兵, type: normal, grade: 1, {state}}}"
    r = run(text, actions=ACTIVATE, extra=extra)
    assert not unsupported(r)
    assert bool(zone(r, "A", "hand")) is draws


def test_every_card_of_an_empty_group_is_not_met_and_said() -> None:
    """No card in the group: none is so — read as not met, and the ruling says so."""
    text = "【起】【(R)】：あなたの後列のリアガードがすべて【レスト】しているなら、１枚引く。"
    r = run(text, actions=ACTIVATE)
    assert not unsupported(r) and zone(r, "A", "hand") == []
    assert any("１枚もない" in w.ja for w in r.main.warnings)


@pytest.mark.parametrize(("other", "draws"), [("弓兵", True), ("剣士", False)])
def test_those_all_of_different_names(other: str, draws: bool) -> None:
    """「あなたのリアガードが２枚で、それらがすべて別名なら、１枚引く」: それら are the rear-guards
    the condition before names, and 別名 compares them with one another (12.6.1) — before, それら
    read as the cards chosen, 別名 as 「このカードと別名」. 剣士 and 弓兵: met; two 剣士: not."""
    text = "【起】【(R)】：あなたのリアガードが２枚で、それらがすべて別名なら、１枚引く。"
    extra = f"left_back: {{name: {other}, type: normal, grade: 1}}"
    r = run(text, actions=ACTIVATE, extra=extra)
    assert not unsupported(r)
    assert bool(zone(r, "A", "hand")) is draws


def test_those_after_a_choice_are_not_the_chosen() -> None:
    """「あなたのリアガードを１枚選び、…。あなたのリアガードが３枚で、それらがすべて別名なら、さらに
    １枚引く」: それら are the rear-guards (剣士, 弓兵, 弓兵: two of a name, not met), not the card
    chosen (弓兵, 「別名」 of this 剣士: before, the draw came)."""
    text = (
        "【起】【(R)】：あなたのリアガードを１枚選び、そのターン中、パワー＋5000。"
        "あなたのリアガードが３枚で、それらがすべて別名なら、さらに１枚引く。"
    )
    extra = (
        "left_back: {name: 弓兵, type: normal, grade: 1}\n"
        "    right_back: {name: 弓兵, type: normal, grade: 1}"
    )
    r = run(text, actions=ACTIVATE, extra=extra, choices="choices:\n  - {player: A, choose: 弓兵}")
    assert not unsupported(r)
    assert zone(r, "A", "hand") == []


def test_all_of_the_same_name_is_refused() -> None:
    """「あなたのリアガードがすべて同名なら」: refused with its reason (no reading run)."""
    r = run("【永】【(V)】：あなたのリアガードがすべて同名なら、このユニットのパワー＋10000。")
    assert unsupported(r)


# ------------------------------------- 「あなたはXでアタックできない」: the player's attack with X


@pytest.mark.parametrize(
    "ban",
    ["あなたはこのユニットでアタックできない", "このユニットはアタックできない"],
)
def test_the_player_cannot_attack_with_a_unit(ban: str) -> None:
    """「そのターン中、あなたはこのユニットでアタックできない」: a fighter attacks with a unit
    (10.2.1.2); the prohibition is on attacking with it (1.3.3), as 「このユニットはアタックできない」
    (before: refused). The attack declared after it is rejected."""
    text = f"【起】【(R)】：そのターン中、{ban}。"
    act = (
        "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}\n"
        "  - {do: attack, attacker: left_front, target: vanguard}"
    )
    r = run(text, actions=act)
    assert not unsupported(r)
    assert "アタック" in rejection(r)


def test_the_player_cannot_attack_with_the_units_called() -> None:
    """「…(R)にコールする。このターン中、あなたはこの効果でコールしたユニットでアタックできない」:
    the units this effect called (not the others) — the called 新兵 cannot attack, 剣士 can."""
    text = (
        "【起】【(R)】：あなたの手札から１枚選び、(R)にコールする。"
        "このターン中、あなたはこの効果でコールしたユニットでアタックできない。"
    )
    base = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}\n"
    hand = "[{name: 新兵, type: normal, grade: 1, power: 6000}]"
    pick = (
        "choices:\n  - {player: A, choose: 新兵}\n  - {player: A, at: circle, choose: right_front}"
    )
    new = run(
        text,
        actions=base + "  - {do: attack, attacker: right_front, target: vanguard}",
        hand=hand,
        choices=pick,
    )
    assert not unsupported(new) and "アタック" in rejection(new)
    old = run(
        text,
        actions=base + "  - {do: attack, attacker: left_front, target: vanguard}",
        hand=hand,
        choices=pick,
    )
    assert not unsupported(old) and not old.main.rejected


def test_the_opponent_with_this_unit_is_refused() -> None:
    """「相手はこのユニットでアタックできない」: another player with this unit — not read here."""
    assert unsupported(run("【起】【(R)】：そのターン中、相手はこのユニットでアタックできない。"))


# ------------------------------------- このターン中 / このバトル中: one period with そのターン中 / そのバトル中


@pytest.mark.parametrize(
    "text",
    [
        "【起】【(R)】：SPANTURN、あなたはこのカードと同名のカードをドロップからバインドできない。",
        "【自】【(V)】：このユニットがアタックされた時、SPANBATTLE、このユニットはヒットされない。",
        "【自】：このユニットが「X」を含むグレード３にライドされた時、あなたのヴァンガードを１枚選び、"
        "SPANTURN、そのユニットが元々持つ【自】能力のコストは【カウンターブラスト】(1)減る。",
    ],
)
def test_this_turn_spelt_either_way(text: str) -> None:
    """The grammar keeps which spelling a period was printed in (Duration.variant); the readers
    matched 「そのターン中」 / 「そのバトル中」 only and refused 「このターン中」 / 「このバトル中」 (the
    same period, VG 11.3.1.2). Now both compile to the same program."""
    from ruling.abilities import _abilities

    def one(turn: str, battle: str) -> object:
        got = _abilities("vg", text.replace("SPANTURN", turn).replace("SPANBATTLE", battle), None)
        assert got and all(a.supported for a in got), [a.reason for a in got]
        return [a.program for a in got]

    assert one("このターン中", "このバトル中") == one("そのターン中", "そのバトル中")


@pytest.mark.parametrize(
    ("span", "hit"), [("このバトル中", False), ("そのバトル中", False), ("", True)]
)
def test_not_hit_this_battle_on_a_board(span: str, hit: bool) -> None:
    """「このユニットがアタックされた時、このバトル中、このユニットはヒットされない」: B's 騎士
    (15000) attacks A's vanguard (5000) — no damage, as with そのバトル中; without the text, a hit."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    text = f"【自】【(V)】：このユニットがアタックされた時、{span}、このユニットはヒットされない。"
    text = text if span else ""
    yaml = (
        "game: vg\ntitle: t\nturn: {player: B, number: 4, phase: main, first_player: A}\n"
        "players:\n  A:\n"
        f'    vanguard: {{name: 竜, type: normal, grade: 3, power: 5000, text: "{text}"}}\n'
        "    deck: 10\n"
        "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 15000}\n    deck: 10\n"
        "actions:\n  - {do: attack, attacker: vanguard, target: vanguard}\n"
    )
    r = resolve(loads(yaml, "t.yaml"))
    assert not unsupported(r)
    assert bool(zone(r, "A", "damage")) is hit


# ------------------------------------- 「【コスト】[…]することで１枚引く」: no comma, the ability's cost


@pytest.mark.parametrize("comma", ["、", ""])
def test_a_cost_without_a_comma_is_the_abilitys(comma: str) -> None:
    """「【起】【(R)】：【コスト】[【カウンターブラスト】(1)]することで１枚引く」: printed without the
    comma the grammar hangs the cost on the draw; it is the ability's cost, paid as it is played
    (11.8.2.3) — with no face-up damage to pay it, the ability cannot be played (before: played
    for nothing, the cost asked on resolution)."""
    text = f"【起】【(R)】：【コスト】[【カウンターブラスト】(1)]することで{comma}１枚引く。"
    r = run(text, actions=ACTIVATE)
    assert not unsupported(r)
    assert r.main.rejected and zone(r, "A", "hand") == []
    paid = run(text, actions=ACTIVATE, damage="[{name: 傷, type: normal}]")
    assert not paid.main.rejected and zone(paid, "A", "hand") == ["山1"]


@pytest.mark.parametrize("comma", ["、", ""])
def test_a_condition_before_a_cost_without_a_comma_is_the_abilitys(comma: str) -> None:
    """「あなたのソウルが１枚以上なら【コスト】[…]することで１枚引く」: the condition too is the
    ability's, as with the comma (11.2.1.1: read as it resolves, the cost paid on playing it) —
    the same run either way: the cost paid, the condition not met, no draw."""
    text = (
        f"【起】【(R)】：あなたのソウルが１枚以上なら{comma}"
        "【コスト】[【カウンターブラスト】(1)]することで１枚引く。"
    )
    r = run(text, actions=ACTIVATE, damage="[{name: 傷, type: normal}]")
    assert not unsupported(r) and zone(r, "A", "hand") == []
    said = [s.ja for s in r.main.trace.steps]
    assert "コストを支払った" in said
    assert any(x.startswith("条件を満たさない") for x in said)


def test_all_units_named_as_the_chosen_one() -> None:
    """「あなたのリアガードを１枚選び、そのターン中、そのユニットと同名のあなたのユニットすべての
    パワー＋5000」: 「そのユニットと」 is what 同名 compares with (12.6.1), not a unit raised beside
    them (before: the chosen unit +5000, and the units named as this 剣士). Two 弓兵: the other
    one is raised; 剣士 (another name) is not; the chosen one, 同名 of itself by no reading of
    12.6.1 here, is not."""
    text = (
        "【起】【(R)】：あなたのリアガードを１枚選び、そのターン中、"
        "そのユニットと同名のあなたのユニットすべてのパワー＋5000。"
    )
    extra = (
        "right_front: {name: 弓兵, type: normal, grade: 1, power: 8000}\n"
        "    left_back: {name: 弓兵, type: normal, grade: 1, power: 8000}"
    )
    r = run(text, actions=ACTIVATE, extra=extra, choices="choices:\n  - {player: A, choose: 弓兵}")
    assert not unsupported(r)
    assert value(r, "power") == 10000
    archers = sorted(value(r, "power", where=w) for w in ("field.right_front", "field.left_back"))
    assert archers == [8000, 13000]


@pytest.mark.parametrize("wording", ["のパワー＋5000", "のパワーを＋5000する"])
def test_a_pair_of_units_with_the_value_marked_by_wo(wording: str) -> None:
    """「あなたのヴァンガードとこのユニットのパワーを＋5000する」: the pair 「AとBのパワー」 with the
    value marked by を, as without it (before: refused)."""
    text = f"【起】【(R)】：そのターン中、あなたのヴァンガードとこのユニット{wording}。"
    r = run(text, actions=ACTIVATE)
    assert not unsupported(r)
    assert value(r, "power") == 15000
    assert value(r, "power", where="field.vanguard") == 18000


# ------------------------------------- 「戻した枚数と同じ枚数まで、…「X」を含むカードを選び」


@pytest.mark.parametrize("named", ["「新」を含むグレード２以下の", "グレード２以下の"])
def test_as_many_as_returned_of_a_named_kind(named: str) -> None:
    """「あなたのリアガードを２枚まで選び、手札に戻し、戻した枚数と同じ枚数まで、あなたの手札から
    「新」を含むグレード２以下のカードを選び、(R)にコールする」: 「戻した枚数」 is the number of
    cards this ability returned (as 「捨てた枚数」), and the 「…まで」 the grammar hangs on 「含む」
    is the choice's count (both refused before). One 弓兵 returned: one 新兵 called, 新米 stays."""
    text = (
        "【起】【(R)】：あなたのリアガードを２枚まで選び、手札に戻し、戻した枚数と同じ枚数まで、"
        f"あなたの手札から{named}カードを選び、(R)にコールする。"
    )
    hand = (
        "[{name: 新兵, type: normal, grade: 1, power: 6000}, "
        "{name: 新米, type: normal, grade: 1, power: 6000}]"
    )
    picks = "choices:\n  - {player: A, choose: 弓兵}\n  - {player: A, choose: none}\n"
    picks += "  - {player: A, choose: 新兵}"
    r = run(
        text,
        actions=ACTIVATE,
        extra="right_front: {name: 弓兵, type: normal, grade: 1, power: 8000}",
        hand=hand,
        choices=picks,
    )
    assert not unsupported(r)
    assert sorted(zone(r, "A", "hand")) == ["弓兵", "新米"]


def test_a_selector_field_the_runtime_does_not_read_is_refused() -> None:
    """A selector field the shared readers may fill but VG's runtime does not read (WS's colours,
    a trait of one of several …) refuses the program wherever it sits, even in an ability given
    or a cost: it would run as if the words were not printed."""
    from ruling.abilities import Unsupported
    from ruling.cardtext.ir import CostItem, Op, Program, Sel
    from ruling.games._vg.cardtext import _unread_fields

    _unread_fields(Program("auto", steps=(Op("draw", n=1),)))  # nothing unread: no refusal
    for prog in (
        Program("auto", steps=(Op("retire", target=Sel(colors=("red",))),)),
        Program("auto", cost=(CostItem("act", sel=Sel(traits_any=("X",))),)),
        Program(
            "auto",
            steps=(
                Op(
                    "grant",
                    modes=(
                        (
                            "t",
                            Program(
                                "auto",
                                cond=None,
                                steps=(Op("stand", target=Sel(extreme=("power", "max"))),),
                            ),
                        ),
                    ),
                ),
            ),
        ),
    ):
        with pytest.raises(Unsupported):
            _unread_fields(prog)


# ------------------------------------- 「相手のリアガードが呪縛された時」 (7.30.1)


@pytest.mark.parametrize(
    ("who", "draws"),
    [("相手のリアガード", True), ("相手のカード", True), ("あなたのリアガード", False)],
)
def test_a_unit_locked_triggers(who: str, draws: bool) -> None:
    """「相手のリアガードが呪縛された時、１枚引く」: A's vanguard locks B's 槍兵 (7.30.1: face down
    on its circle, a locked card now, 7.30.1.2); the subject is read as it was, a rear-guard of
    B's — A's own rear-guards were not locked (before: refused, the trigger lock.passive_past)."""
    lock = "【起】【(V)】：相手のリアガードを１枚選び、呪縛する。"
    r = run(
        f"【自】【(R)】：{who}が呪縛された時、１枚引く。",
        actions="  - {do: main_phase, actions: [{do: activate, card: 竜}]}",
        vanguard=f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{lock}"}}',
    )
    assert not unsupported(r)
    assert bool(zone(r, "A", "hand")) is draws


# ------------------------------------- 「ソウルへ置く」, 「山札の一番下に置く」


@pytest.mark.parametrize(
    ("put", "where", "pos"),
    [
        ("ソウルへ置く", "soul", None),
        ("ソウルに置く", "soul", None),
        ("山札の一番下に置く", "deck", -1),
        ("山札の下に置く", "deck", -1),
        ("山札の一番上に置く", "deck", 0),
    ],
)
def test_a_place_marked_by_he_and_the_very_bottom(put: str, where: str, pos: int | None) -> None:
    """「手札から１枚選び、ソウルへ置く」: the place marked by へ is where the card goes, as with に
    (before: refused, a put with direction); 「山札の一番下 / 一番上」 is the bottom / top of the
    deck (before: refused, the position very_bottom)."""
    text = f"【起】【(R)】：あなたの手札から１枚選び、{put}。"
    hand = "[{name: 手札兵, type: normal, grade: 1}]"
    r = run(text, actions=ACTIVATE, hand=hand, choices="choices:\n  - {player: A, choose: 手札兵}")
    assert not unsupported(r)
    got = zone(r, "A", where)
    assert "手札兵" in got and zone(r, "A", "hand") == []
    if pos is not None:
        assert got[pos] == "手札兵"


# ------------------------------------- 「それぞれ別名の、グレード１か２の…」: distinct across the whole choice


def test_distinct_names_said_of_each_alternative_hold_across_the_choice() -> None:
    """「あなたのドロップから、それぞれ別名の、グレード１か２のユニットカードを２枚選び、手札に加え
    る」: the grammar gives each of 「グレード１か２」 its 「それぞれ別名」; no two cards chosen share
    a name across them (before: the runtime read 別名 only when said of the whole, and two 剣士
    — one of each grade — were taken). With a 剣士 of each grade and a 弓兵, the second pick of
    剣士 is not offered: 弓兵 is taken."""
    text = (
        "【起】【(R)】：あなたのドロップから、それぞれ別名の、グレード１か２のユニットカードを２枚選び、"
        "手札に加える。"
    )
    drop = (
        "[{name: 剣士, type: normal, grade: 1}, {name: 剣士, type: normal, grade: 2}, "
        "{name: 弓兵, type: normal, grade: 2}]"
    )
    picks = "choices:\n  - {player: A, choose: 剣士}\n  - {player: A, choose: 弓兵}"
    r = run(text, actions=ACTIVATE, drop=drop, choices=picks)
    assert not unsupported(r)
    assert sorted(zone(r, "A", "hand")) == ["剣士", "弓兵"]
    from ruling.resolve import AnswerNotTaken

    twice = "choices:\n  - {player: A, choose: 剣士}\n  - {player: A, choose: 剣士}"
    with pytest.raises(AnswerNotTaken, match="剣士"):
        run(text, actions=ACTIVATE, drop=drop, choices=twice)
