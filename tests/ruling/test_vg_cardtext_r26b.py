"""VG card-text constructions of round 26, second pass (issue 12; docs/cardtext.md "VG round 26,
second pass"): each on a minimal text of its own and a board, with variants a different writer
could print and the neighbour that must not change."""

from __future__ import annotations

from tests.ruling.boards import cited, unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run, value

# ------------------------------------------------------------------ every clan (2.2.4, 2.2.5)

ACT = "  - {do: main_phase, actions: [{do: activate, card: 剣士, from: field.left_front}]}"
TAKE = "【起】【(R)】：あなたのドロップからBELONGカードを１枚選び、手札に加える。"
CLAY = "{name: 土, type: normal, clan: クレイエレメンタル}"
NO_CLAN_ORDER = "{name: 令, type: order, traits: []}"


def _take(belong: str, drop: str) -> tuple[list[str], set[str]]:
    r = run(TAKE.replace("BELONG", belong), actions=ACT, drop=drop)
    assert not unsupported(r), unsupported(r)
    return zone(r, "A", "hand"), cited(r)


def test_a_clay_elemental_card_belongs_to_every_clan_2_2_4() -> None:
    """A card whose clan is 《クレイエレメンタル》 belongs to every clan and nation (2.2.4): it is
    taken by 「《聖騎士》に属するカード」, by a nation (「《ドラゴンエンパイア》に属する」) and by
    one of two (「…か…に属する」); the choice cites 2.2.4. The neighbour, a card of 影騎士, is not
    taken; 「《聖騎士》に属さない」 does not take it (it belongs), nor 「《聖騎士》のみに属する」."""
    for belong in (
        "《聖騎士》に属する",
        "《ドラゴンエンパイア》に属する",
        "《聖騎士》か《金騎士》に属する",
    ):
        got, why = _take(belong, f"[{CLAY}]")
        assert got == ["土"] and "2.2.4" in why, belong
    got, why = _take("《聖騎士》に属する", "[{name: 影, type: normal, clan: 影騎士}]")
    assert got == [] and "2.2.4" not in why
    for belong in ("《聖騎士》に属さない", "《聖騎士》のみに属する"):
        got, _ = _take(belong, f"[{CLAY}]")
        assert got == [], belong


def test_an_order_printed_with_no_clan_belongs_to_every_clan_2_2_5() -> None:
    """An order card printed with neither clan nor nation (``traits: []``, no ``clan``) belongs to
    every clan (2.2.5); an order of 影騎士 does not belong to 聖騎士 (the neighbour), and a unit
    with no clan given is not read so."""
    got, why = _take("《聖騎士》に属する", f"[{NO_CLAN_ORDER}]")
    assert got == ["令"] and "2.2.5" in why
    got, why = _take("《聖騎士》に属する", "[{name: 令, type: order, clan: 影騎士}]")
    assert got == [] and "2.2.5" not in why


def test_a_condition_on_a_clay_elemental_vanguard_2_2_4() -> None:
    """「あなたのヴァンガードが《聖騎士》に属するなら」 with a vanguard of 《クレイエレメンタル》:
    met (2.2.4), cited; with a vanguard of 影騎士 not met."""
    text = "【自】【(R)】：このユニットがアタックした時、COND、そのバトル中、このユニットのパワー＋5000。"
    attack = "  - {do: attack, attacker: left_front, target: vanguard}"
    for cond in (
        "あなたのヴァンガードが《聖騎士》に属するなら",
        "あなたのヴァンガードが《金騎士》か《聖騎士》に属するなら",
    ):
        vg = "{name: 竜, type: normal, grade: 3, power: 13000, clan: CLAN}"
        r = run(
            text.replace("COND", cond),
            actions=attack,
            vanguard=vg.replace("CLAN", "クレイエレメンタル"),
        )
        assert not unsupported(r) and "2.2.4" in cited(r), cond
        steps = [s.ja for s in r.main.trace.steps]
        assert any("15000" in s for s in steps), cond
        r2 = run(text.replace("COND", cond), actions=attack, vanguard=vg.replace("CLAN", "影騎士"))
        assert "2.2.4" not in cited(r2)
        assert not any("15000" in s.ja for s in r2.main.trace.steps), cond


def test_a_condition_reading_a_clan_an_effect_added_cites_2_2_3_1() -> None:
    """「あなたのヴァンガードが《金騎士》に属するなら」 with a vanguard of 影騎士 whose 【永】 says
    「このユニットは《金騎士》にも属する」: met, and the condition cites 2.2.3.1 (the effect it read),
    not only a choice does; the same vanguard without the line: not met, 2.2.3.1 not cited."""
    text = "【自】【(R)】：このユニットがアタックした時、あなたのヴァンガードが《金騎士》に属するなら、そのバトル中、このユニットのパワー＋5000。"
    attack = "  - {do: attack, attacker: left_front, target: vanguard}"
    also = '"【永】：このユニットは《金騎士》にも属する。"'
    vg = "{name: 竜, type: normal, grade: 3, power: 13000, clan: 影騎士, text: TEXT}"
    r = run(text, actions=attack, vanguard=vg.replace("TEXT", also))
    assert not unsupported(r) and "2.2.3.1" in cited(r)
    assert any("15000" in s.ja for s in r.main.trace.steps)
    bare = run(text, actions=attack, vanguard=vg.replace(", text: TEXT", ""))
    assert "2.2.3.1" not in cited(bare)
    assert not any("15000" in s.ja for s in bare.main.trace.steps)


# ------------------------------------------------- a value made equal to another's (11.11.4.1)

KNIGHT = "{name: 騎士, type: normal, grade: 3, power: POWER}"


def _equal(effect: str, power: int) -> tuple[int, set[str], object]:
    """剣士 (10000) activates 「【起】【(R)】：（effect）」 against B's vanguard of ``power``: its
    power afterwards, the clauses cited and the ruling."""
    r = run(
        "【起】【(R)】：" + effect,
        actions=ACT,
        opponent=KNIGHT.replace("POWER", str(power)),
    )
    assert not unsupported(r), (effect, unsupported(r))
    return value(r, "power"), cited(r), r


def test_a_power_raised_or_lowered_until_equal_11_11_4_1() -> None:
    """「そのターン中、このユニットのパワーを、相手のヴァンガード1枚のパワーと同じになるまで増減
    する」 (the rules' own example, 11.11.4.1): raised to 15000 against a 15000 vanguard, lowered
    to 8000 against an 8000 one — by the difference then, a +5000 / -2000 change (11.11.4.1).
    Variants: no 「1枚」, no comma, the master's own vanguard."""
    for text in (
        "そのターン中、このユニットのパワーを、相手のヴァンガード1枚のパワーと同じになるまで増減する。",
        "そのターン中、このユニットのパワーを相手のヴァンガードのパワーと同じになるまで増減する。",
        "そのターン中、このユニットのパワーは相手のヴァンガードのパワーと同じになるまで増減する。",
    ):
        got, why, r = _equal(text, 15000)
        assert got == 15000 and "11.11.4.1" in why, text
        assert any("+5000" in s.ja for s in r.main.trace.steps)  # type: ignore[attr-defined]
        got, _, _ = _equal(text, 8000)
        assert got == 8000, text
    own = (
        "そのターン中、このユニットのパワーをあなたのヴァンガードのパワーと同じになるまで増減する。"
    )
    mine = run("【起】【(R)】：" + own, actions=ACT, vanguard=KNIGHT.replace("POWER", "12000"))
    assert not unsupported(mine) and value(mine, "power") == 12000


def test_a_power_made_equal_to_another_cards_is_set_11_11_1_9() -> None:
    """「…のパワーを…のパワーと同じにする」, 「…のパワーは…のパワーと同じになる」 (and with が):
    the value set to the one the other card has then (11.11.1.9), higher or lower."""
    for text in (
        "そのターン中、このユニットのパワーを相手のヴァンガードのパワーと同じにする。",
        "そのターン中、このユニットのパワーは相手のヴァンガードのパワーと同じになる。",
        "そのターン中、このユニットのパワーが相手のヴァンガードのパワーと同じになる。",
    ):
        for power in (15000, 8000):
            got, why, _ = _equal(text, power)
            assert got == power and "11.11.1.9" in why, (text, power)


def test_a_value_made_equal_refused_neighbours() -> None:
    """Refused by name, never silently: in a continuous ability (the value would follow the
    other's), one of several cards' value (「リアガード1枚の」: which?), a value made equal to
    another kind of value."""
    from ruling import abilities as A

    for text in (
        "【永】【(R)】：このユニットのパワーはあなたのヴァンガードのパワーと同じになる。",
        "【起】【(R)】：このユニットのパワーを相手のリアガード1枚のパワーと同じになるまで増減する。",
        "【起】【(R)】：このユニットのパワーを相手のヴァンガードのシールドと同じにする。",
    ):
        (ab,) = A._abilities("vg", text, "Normal Unit")
        assert not ab.supported and ab.reason, text
