"""VG card-text constructions of round 24 (s20vg; issue 12), each family in general form on a
minimal text and a board (docs/cardtext.md, "VG round 24 (s20vg)")."""

from __future__ import annotations

import pytest

from tests.ruling.boards import VG_ACTIVATE, unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run, value


def _compiled(text: str):  # type: ignore[no-untyped-def]
    import ruling.games.vg  # noqa: F401  (registers the vg compiler)
    from ruling.abilities import _abilities

    return _abilities("vg", text, "normal")


# ------------------------- a subtype the lexicon names as a card kind (2.9.4): アリーナ, プロダクト
# (17.12.1) — the card's printed subtype, given by the scenario as its categories (``groups``)


def _orders(*groups: str) -> str:
    cards = ", ".join(
        f"{{name: 札{i}, type: set_order, groups: [{g}]}}" for i, g in enumerate(groups, 1)
    )
    return f"order_zone: [{cards}]"


@pytest.mark.parametrize(
    ("word", "group"), [("アリーナ", "アリーナ"), ("プロダクト", "プロダクト")]
)
def test_a_subtype_kind_as_the_object_of_a_cost(word: str, group: str) -> None:
    """「【コスト】[オーダーゾーンからアリーナを１枚【レスト】させる]」: only a card of that subtype
    pays it (the other set order stays standing); with none, the cost cannot be paid and nothing
    happens."""
    text = (
        f"【起】【(R)】：【コスト】[オーダーゾーンから{word}を１枚【レスト】させる]ことで、"
        "そのターン中、このユニットのパワー＋5000。"
    )
    r = run(text, actions=VG_ACTIVATE, extra=_orders("研究", group))
    assert not unsupported(r) and value(r, "power") == 15000
    rested = {c.name: c.orientation for c in r.main.final.players["A"].zones["order_zone"]}
    assert rested == {"札1": "stand", "札2": "rest"}
    none = run(text, actions=VG_ACTIVATE, extra=_orders("研究"))
    assert not unsupported(none) and value(none, "power") == 10000


def test_a_subtype_kind_in_an_existence_condition() -> None:
    """「あなたのオーダーゾーンにアリーナがあるなら」: met by a card of that subtype alone; 「アリーナか
    プロダクト」 by either."""
    text = "【永】【(R)】：あなたのオーダーゾーンにアリーナがあるなら、このユニットのパワー＋5000。"
    assert value(run(text, extra=_orders("アリーナ")), "power") == 15000
    assert value(run(text, extra=_orders("作戦")), "power") == 10000
    either = text.replace("アリーナが", "アリーナかプロダクトが")
    assert value(run(either, extra=_orders("プロダクト")), "power") == 15000
    assert value(run(either, extra=_orders("作戦")), "power") == 10000


def test_a_subtype_kind_not_given_is_an_assumption() -> None:
    """A set order whose categories the scenario does not give: not taken to be an arena, and the
    ruling says so (2.9.4)."""
    text = "【永】【(R)】：あなたのオーダーゾーンにアリーナがあるなら、このユニットのパワー＋5000。"
    r = run(text, extra="order_zone: [{name: 札1, type: set_order}]")
    assert value(r, "power") == 10000
    assert any("categories not given" in w.en for w in r.main.warnings)
    assert zone(r, "A", "order_zone") == ["札1"]


# ------------------------- 「このユニットが(A)からライドして((V)に)登場した時」: the appearance a
# ride makes (6.3.4: on the vanguard circle, 7.17.1), from where the ridden card came — a zone
# (ライドデッキ / 手札: the ride's ``from``) or the unit rode upon (a card description: 「「X」を含む
# ユニットから」, the grammar hanging the subject on the filter); 「ライドした時」 alike


def _ride(text: str, *, from_deck: bool, old: str = "前", rear: str = "") -> str:
    """A rides 次 (``text`` its ability, or that of a rear-guard 剣士 when ``rear``) from the ride
    deck or the hand upon ``old``."""
    how = "from: ride_deck, discard: 捨て札" if from_deck else ""
    card = f'{{name: 次, type: normal, grade: 2, text: "{"" if rear else text}"}}'
    return (
        "game: vg\ntitle: t\nturn: {player: A, number: 3, first_player: A}\nplayers:\n  A:\n"
        f"    vanguard: {{name: {old}, type: normal, grade: 1}}\n"
        + (
            f'    left_front: {{name: 剣士, type: normal, grade: 1, text: "{rear}"}}\n'
            if rear
            else ""
        )
        + f"    hand: [{{name: 捨て札, type: normal}}{'' if from_deck else ', ' + card}]\n"
        f"    ride_deck: [{card if from_deck else '{name: 別, type: normal, grade: 3}'}]\n"
        "    deck: 10\n  B: {vanguard: {name: 騎士, grade: 1}, deck: 10}\n"
        f"actions:\n  - {{do: ride_phase, card: 次{', ' + how if how else ''}}}\n"
    )


def _drawn(src: str) -> int:
    from ruling.resolve import resolve
    from ruling.scenario import loads

    r = resolve(loads(src, "t.yaml"))
    assert not unsupported(r)
    # 捨て札 is discarded for a ride from the ride deck (6.3.3.2.2), kept for one from the hand
    return len(r.main.final.players["A"].zones["hand"]) - (0 if "from: ride_deck" in src else 1)


@pytest.mark.parametrize(
    "event",
    [
        "ライドデッキからライドして(V)に登場した時",
        "ライドデッキからライドして登場した時",
        "ライドデッキからライドした時",
    ],
)
def test_a_ride_from_a_zone_and_its_appearance(event: str) -> None:
    """「このユニットがライドデッキからライドして(V)に登場した時、１枚引く」: a ride from the ride
    deck draws; the same card ridden from the hand does not (the ride's origin, 6.3.3.1)."""
    text = f"【自】：このユニットが{event}、１枚引く。"
    assert _drawn(_ride(text, from_deck=True)) == 1
    assert _drawn(_ride(text, from_deck=False)) == 0
    hand = text.replace("ライドデッキから", "手札から")
    assert _drawn(_ride(hand, from_deck=False)) == 1
    assert _drawn(_ride(hand, from_deck=True)) == 0


@pytest.mark.parametrize(
    "event",
    [
        "「竜」を含むユニットからライドして(V)に登場した時",
        "「竜」を含むユニットからライドして登場した時",
        "「竜」を含むユニットからライドした時",
        "「竜」を含むグレード１からライドした時",
    ],
)
def test_a_ride_from_a_described_unit(event: str) -> None:
    """「このユニットが「X」を含むユニットからライドして(V)に登場した時」 (and 「…からライドした
    時」): the filter the grammar hangs with the subject describes the unit rode upon — a draw
    over 「小竜」, none over 「鳥」."""
    text = f"【自】：このユニットが{event}、１枚引く。"
    assert _drawn(_ride(text, from_deck=False, old="小竜")) == 1
    assert _drawn(_ride(text, from_deck=False, old="鳥")) == 0


def test_a_ride_to_another_place_is_refused() -> None:
    """「ライドして(R)に登場した時」: no ride puts a unit there (6.3.4) — refused by name."""
    (ab,) = _compiled("【自】：このユニットが「竜」からライドして(R)に登場した時、１枚引く。")
    assert not ab.supported and "trigger" in ab.reason


def test_a_player_rode_from_a_zone() -> None:
    """「【自】【(R)】：あなたがライドデッキからライドした時」: the player rode, and from there — a
    ride from the hand does not trigger it (before, the place was not read: any ride did)."""
    text = "【自】【(R)】：あなたがライドデッキからライドした時、１枚引く。"
    assert _drawn(_ride("", from_deck=True, rear=text)) == 1
    assert _drawn(_ride("", from_deck=False, rear=text)) == 0
    anyhow = "【自】【(R)】：あなたがライドした時、１枚引く。"
    assert _drawn(_ride("", from_deck=False, rear=anyhow)) == 1


# ------------------------- a count printed with what it counts left unsaid (the ellipsis):
# 「…N枚以上なら、X。M枚以上なら、さらにY」 after conditions joined by で (the last one's count),
# after 「…N枚につき」 (what it counts), after an existence 「…がいるなら」 (as many of those)


def _soul(n: int) -> str:
    return "soul: [" + ", ".join(f"{{name: 魂{i}, type: normal}}" for i in range(n)) + "]"


@pytest.mark.parametrize(
    ("souls", "power", "critical"), [(6, 10000, 1), (7, 20000, 1), (10, 20000, 2)]
)
def test_a_count_after_conditions_joined_by_de(souls: int, power: int, critical: int) -> None:
    """「あなたのヴァンガードがグレード３で、あなたのソウルが７枚以上なら、パワー＋10000。10枚以上
    なら、さらにクリティカル＋１」: the second count is of the soul (the last condition's)."""
    text = (
        "【永】【(R)】：あなたのヴァンガードがグレード３で、あなたのソウルが７枚以上なら、"
        "このユニットのパワー＋10000。10枚以上なら、さらにこのユニットのクリティカル＋１。"
    )
    r = run(text, extra=_soul(souls))
    assert not unsupported(r)
    assert (value(r, "power"), value(r, "critical")) == (power, critical)


def _bound(n: int) -> str:
    return "bind: [" + ", ".join(f"{{name: 除{i}, type: normal}}" for i in range(n)) + "]"


@pytest.mark.parametrize(("bound", "power", "critical"), [(5, 15000, 1), (10, 20000, 2)])
def test_a_count_after_a_per(bound: int, power: int, critical: int) -> None:
    """「あなたのバインドゾーンのカード５枚につき、パワー＋5000。10枚以上なら、さらにクリティカル
    ＋１」: the count is of the cards 「…につき」 counted (5: one +5000 and no more; 10: both)."""
    text = (
        "【起】【(R)】：あなたのバインドゾーンのカード５枚につき、そのターン中、このユニットの"
        "パワー＋5000。10枚以上なら、さらにそのターン中、このユニットのクリティカル＋１。"
    )
    r = run(text, actions=VG_ACTIVATE, extra=_bound(bound))
    assert not unsupported(r)
    assert (value(r, "power"), value(r, "critical")) == (power, critical)


def _twins(n: int) -> str:
    places = ("right_front", "left_back", "center_back", "right_back")[:n]
    return "\n    ".join(
        f"{p}: {{name: 剣士, type: normal, grade: 2, power: 10000}}" for p in places
    )


@pytest.mark.parametrize(("twins", "power"), [(0, 10000), (1, 13000), (3, 16000)])
def test_a_count_after_an_existence(twins: int, power: int) -> None:
    """「このユニットと同名のあなたの他のリアガードがいるなら、パワー＋3000。３枚以上なら、＋3000
    ではなく＋6000」: three such rear-guards (counted as the existence named them) make it +6000."""
    text = (
        "【永】【(R)】：このユニットと同名のあなたの他のリアガードがいるなら、このユニットの"
        "パワー＋3000。３枚以上なら、＋3000ではなく＋6000。"
    )
    r = run(text, extra=_twins(twins))
    assert not unsupported(r) and value(r, "power") == power


def test_a_count_with_nothing_before_it_stays_refused() -> None:
    """「３枚以上なら、…」 with no count, per or existence before it: nothing says what it counts —
    refused, never run against some default."""
    (ab,) = _compiled("【永】【(R)】：３枚以上なら、このユニットのパワー＋3000。")
    assert not ab.supported


# ------------------------- 「AとBのパワー＋N」 where the grammar hangs 「Aと」 on the relative clause
# opening B (「このユニットとコールしたユニット」, 「選んだユニットとコールしたユニット」): A is the
# first of the pair (nobody calls or chooses a unit *with* another), as 「AとBの」 otherwise


def _power_of(r, name: str) -> int:  # type: ignore[no-untyped-def]
    from ruling.core import Engine
    from ruling.games._vg import values
    from ruling.rules import get_game

    state = r.main.final
    ctx = Engine(get_game("vg"), state).ctx
    (uid,) = [
        c.uid
        for z, cards in state.players["A"].zones.items()
        if z.startswith("field.")
        for c in cards
        if c.name == name
    ]
    return int(values.power(ctx, uid))


SQUIRE_DECK = "[{name: 見習い, type: normal, grade: 1, power: 8000}, 5]"
TO_RIGHT = "choices:\n  - {player: A, at: circle, choose: right_front}"


@pytest.mark.parametrize(
    ("deck", "mine", "called"), [(SQUIRE_DECK, 13000, 11000), ("6", 10000, None)]
)
def test_this_unit_and_the_unit_called(deck: str, mine: int, called: int | None) -> None:
    """「…(R)にコールし、…。コールしたなら、そのターン中、このユニットとコールしたユニットのパワー
    ＋3000」: both +3000; nothing to call, neither (the condition covers the sentence, 11.2.2)."""
    text = (
        "【起】【(R)】：あなたの山札から「見習い」を含むカードを１枚まで探し、(R)にコールし、"
        "山札をシャッフルする。コールしたなら、そのターン中、このユニットとコールしたユニットの"
        "パワー＋3000。"
    )
    r = run(text, actions=VG_ACTIVATE, deck=deck, choices=TO_RIGHT)
    assert not unsupported(r) and value(r, "power") == mine
    if called is not None:
        assert _power_of(r, "見習い") == called


def test_the_unit_chosen_and_the_unit_called() -> None:
    """「あなたのリアガードを１枚選び、…(R)にコールし、…。そのターン中、選んだユニットとコールした
    ユニットのパワー＋3000」: the rear-guard chosen and the one called, each +3000 — not the
    vanguard."""
    text = (
        "【起】【(R)】：あなたのリアガードを１枚選び、あなたの山札から「見習い」を含むカードを１枚"
        "まで探し、(R)にコールし、山札をシャッフルする。そのターン中、選んだユニットとコールした"
        "ユニットのパワー＋3000。"
    )
    r = run(text, actions=VG_ACTIVATE, deck=SQUIRE_DECK, choices=TO_RIGHT)
    assert not unsupported(r)
    assert value(r, "power") == 13000 and _power_of(r, "見習い") == 11000
    assert _power_of(r, "竜") == 13000


def test_a_partner_of_battle_keeps_its_to() -> None:
    """「このユニットとバトルしているユニット」: battle takes a partner — not read as a pair."""
    from ruling.games._vg.cardtext import _hoisted

    (ab,) = _compiled(
        "【起】【(R)】：そのターン中、このユニットとバトルしているユニットのパワー＋3000。"
    )
    b = ab.ast.effect.sentences[0].steps[0].body
    assert _hoisted(b) is b


@pytest.mark.parametrize("from_deck", [True, False])
def test_this_unit_rode(from_deck: bool) -> None:
    """「このユニットがライドした時、１枚引く」: this card rode (it is the new vanguard), from the hand
    or the ride deck — before, the runtime read only a player as the subject of a ride and the
    ability, though compiled, never triggered (a silent misread)."""
    text = "【自】：このユニットがライドした時、１枚引く。"
    assert _drawn(_ride(text, from_deck=from_deck)) == 1
    # on another card of the field, this card's ride is not that card's
    assert (
        _drawn(
            _ride(
                "",
                from_deck=from_deck,
                rear="【自】【(R)】：このユニットがライドした時、１枚引く。",
            )
        )
        == 0
    )


@pytest.mark.parametrize(("row", "damage"), [("前列", 1), ("後列", 0)])
def test_an_attack_from_a_row(row: str, damage: int) -> None:
    """「このユニットが後列からアタックした時、そのバトル中、パワー＋5000」: read of where the attacker
    is — 剣士 attacks from the front row: 「前列から」 triggers (15000 hits the 13000 vanguard),
    「後列から」 does not (before, the place was not read: any attack triggered it)."""
    text = f"【自】【(R)】：このユニットが{row}からアタックした時、そのバトル中、このユニットのパワー＋5000。"
    r = run(text, actions="  - {do: attack, attacker: left_front, target: vanguard}")
    assert not unsupported(r) and len(zone(r, "B", "damage")) == damage


# ------------------------- 「このユニットはあなたの次のスタンドフェイズに【スタンド】しない」: the
# period its owner names (7.39.1.3's wording; before, 「あなたの次の」 was read as a duration no
# reader knew and refused, 「相手の次の」 ran)

TO_A_STAND = (
    "\n  - {do: end_phase}\n  - {do: stand_phase}\n  - {do: end_phase}\n  - {do: stand_phase}"
)


@pytest.mark.parametrize(("whose", "after"), [("あなた", "rest"), ("相手", "stand")])
def test_not_standing_in_a_players_next_stand_phase(whose: str, after: str) -> None:
    """「このユニットを【レスト】させる。このユニットは{あなた / 相手}の次のスタンドフェイズに
    【スタンド】しない」: through B's turn to A's next stand phase — barred in A's own, 剣士 stays
    rest (9.2.3 overridden, 1.3.3); barred in B's, it stands in A's."""
    text = (
        f"【起】【(R)】：このユニットを【レスト】させる。このユニットは{whose}の次の"
        "スタンドフェイズに【スタンド】しない。"
    )
    r = run(text, actions=VG_ACTIVATE.rstrip("\n") + TO_A_STAND)
    assert not unsupported(r)
    assert r.main.final.players["A"].zones["field.left_front"][0].orientation == after


# ------------------------- 「【永】…：このターン３回目以降のバトル中、X」: a continuous ability's
# sentence opened by a battle counted in the turn, set off by a comma — X while it lasts, as
# 「…のバトル中なら、X」 (10.3.1.3)

THREE_ATTACKS = (
    "  - {do: attack, attacker: vanguard, target: vanguard}\n"
    "  - {do: attack, attacker: right_front, target: vanguard}\n"
    "  - {do: attack, attacker: left_front, target: vanguard}"
)
WEAK_SPEAR = "right_front: {name: 槍, type: normal, grade: 1, power: 6000}"


@pytest.mark.parametrize(
    ("period", "damage"),
    [
        ("このターン３回目以降のバトル中", 2),
        ("そのターンの３回目以降のバトル中", 2),
        ("このターン２回目以降のバトル中", 2),
        ("このターン４回目以降のバトル中", 1),
    ],
)
def test_a_counted_battle_opening_a_continuous_sentence(period: str, damage: int) -> None:
    """The vanguard's attack (13000 against 13000) hits, 槍 (6000) does not; 剣士 (10000) attacks
    in the third battle: +5000 (15000) hits when the third counts — B has two damage — and
    not when only the fourth does (one)."""
    text = f"【永】【(R)】：{period}、このユニットのパワー＋5000。"
    r = run(text, actions=THREE_ATTACKS, extra=WEAK_SPEAR)
    assert not unsupported(r)
    assert len(zone(r, "B", "damage")) == damage


def test_a_counted_battle_in_an_automatic_ability_stays_refused() -> None:
    """In an automatic ability the same words could be the period of the effect: refused."""
    (ab,) = _compiled(
        "【自】【(R)】：このユニットがアタックした時、このターン３回目以降のバトル中、"
        "このユニットのパワー＋5000。"
    )
    assert not ab.supported


# ------------------------- 「相手の呪縛されているカード」: a relative clause of the locked state
# (7.30.1) describing cards — the same cards as the kind 呪縛カード (7.30.1.2)


def _locked_board(text: str, locked: int) -> object:
    from ruling.resolve import resolve
    from ruling.scenario import loads
    from tests.ruling.boards import vg_card_board

    spear = "    right_front: {name: 槍兵, type: normal, grade: 2, power: 9000}\n"
    places = ("right_front", "left_back", "center_back")
    cards = "".join(
        f"    {p}: {{name: 呪{i}, type: normal, grade: 1, locked: true}}\n"
        for i, p in enumerate(places[:locked])
    )
    src = vg_card_board(text, "  - {do: stand_phase}", damage="[]").replace(spear, cards)
    return resolve(loads(src, "t.yaml"))


@pytest.mark.parametrize(("locked", "power"), [(0, 10000), (1, 13000), (2, 16000), (3, 16000)])
@pytest.mark.parametrize("words", ["相手の呪縛されているカード", "相手の呪縛カード"])
def test_locked_cards_described_by_their_state(words: str, locked: int, power: int) -> None:
    """「相手の呪縛されているカードが１枚以上なら、パワー＋3000。２枚以上なら、＋3000ではなく
    ＋6000」: B's locked cards counted — as 「相手の呪縛カード」 counts them."""
    text = f"【永】【(R)】：{words}が１枚以上なら、このユニットのパワー＋3000。２枚以上なら、＋3000ではなく＋6000。"
    r = _locked_board(text, locked)
    assert not unsupported(r) and value(r, "power") == power


# ------------------------- 「このユニットのアタックで相手のリアガードが退却した時」: a retirement
# made by an attack — the rear-guard hit, retired at the battle's close (10.7.1.10) — by the
# attack of the unit the phrase names (this unit's, or any of the fighter's: 「あなたのアタックで」)


def _attack(attacker: str, target: str) -> str:
    return f"  - {{do: attack, attacker: {attacker}, target: {target}}}"


@pytest.mark.parametrize(
    ("whose", "attacker", "target", "draws"),
    [
        ("このユニットの", "left_front", "right_front", 1),
        ("このユニットの", "vanguard", "right_front", 0),
        ("このユニットの", "left_front", "vanguard", 0),
        ("あなたの", "vanguard", "right_front", 1),
        ("あなたの", "left_front", "right_front", 1),
    ],
)
def test_a_retirement_by_an_attack(whose: str, attacker: str, target: str, draws: int) -> None:
    """剣士 (10000) or the vanguard 竜 (13000) attacks B's 槍兵 (9000): hit, 槍兵 is retired at
    the battle's close — 「このユニットのアタックで」 only when 剣士 attacked; 「あなたのアタックで」
    for either; an attack on the vanguard retires nothing."""
    text = f"【自】【(R)】：{whose}アタックで相手のリアガードが退却した時、１枚引く。"
    r = run(text, actions=_attack(attacker, target))
    assert not unsupported(r)
    # the vanguard's attack drive-checks 山1 into the hand (10.6.1); a draw after it is 山2
    assert zone(r, "A", "hand").count("山2" if attacker == "vanguard" else "山1") == draws


def test_a_retirement_by_an_effect_is_not_by_an_attack() -> None:
    """槍兵 retired by 剣士's own activated ability: not by an attack — no draw."""
    text = (
        "【自】【(R)】：あなたのアタックで相手のリアガードが退却した時、１枚引く。"
        "【起】【(R)】：相手のリアガードを１枚選び、退却させる。"
    )
    r = run(text, actions=VG_ACTIVATE)
    assert not unsupported(r)
    assert zone(r, "B", "drop") == ["槍兵"] and zone(r, "A", "hand") == []


@pytest.mark.parametrize(("holder", "draws"), [("剣士", 1), ("竜", 0)])
def test_by_this_units_ability_is_this_units_alone(holder: str, draws: int) -> None:
    """「あなたのリアガードがこのユニットの能力で退却した時、１枚引く」 on 剣士: 槍 retired by 剣士's
    own ability draws; retired by the vanguard 竜's ability, it does not (before, 「このユニットの」
    was not read — any card's ability met it: a silent misread)."""
    watch = "【自】【(R)】：あなたのリアガードがこのユニットの能力で退却した時、１枚引く。"
    retire = "【起】【{}】：「槍」を含むあなたのリアガードを１枚選び、退却させる。"
    spear = "right_front: {name: 槍, type: normal, grade: 1, power: 6000}"
    if holder == "剣士":
        r = run(watch + retire.format("(R)"), actions=VG_ACTIVATE, extra=spear)
    else:
        vg = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{retire.format("(V)")}"}}'
        act = "  - {do: main_phase, actions: [{do: activate, card: 竜}]}\n"
        r = run(watch, actions=act, extra=spear, vanguard=vg)
    assert not unsupported(r)
    assert zone(r, "A", "drop") == ["槍"] and len(zone(r, "A", "hand")) == draws


def _drop(n: int) -> str:
    return "[" + ", ".join(f"{{name: 捨{i}, type: normal}}" for i in range(n)) + "]"


LED = (
    "【永】【(R)】：あなたのドロップが６枚以上なら、このユニットのパワー＋5000。１０枚以上なら、"
    "さらにこのユニットがアタックしたバトル中、このユニットのパワー＋5000。"
)


@pytest.mark.parametrize(("dropped", "damage"), [(6, 0), (10, 1)])
def test_a_period_after_a_condition_and_a_connector(dropped: int, damage: int) -> None:
    """「１０枚以上なら、さらにこのユニットがアタックしたバトル中、X」: the period's step carries its
    condition and connector to X, both conditions holding — 剣士 attacking the 16000 vanguard:
    15000 with 6 in the drop (no hit), 20000 with 10 (a hit)."""
    strong = "{name: 騎士, grade: 3, power: 16000}"
    r = run(LED, actions=ATTACK_VG, opponent=strong, drop=_drop(dropped))
    assert not unsupported(r) and len(zone(r, "B", "damage")) == damage


def test_a_period_after_a_condition_holds_only_in_that_battle() -> None:
    """Out of battle, 10 in the drop: the first +5000 alone."""
    r = run(LED, drop=_drop(10))
    assert not unsupported(r) and value(r, "power") == 15000


ATTACK_VG = "  - {do: attack, attacker: left_front, target: vanguard}"


# ------------------------- a blast done, as an event and as the turn's history: 「あなたが
# 【ソウルブラスト】した時」, 「このターンにあなたが【カウンターブラスト】/【エネルギーブラスト】して
# いる(いない)なら」 (7.24.4, 7.25.4, 7.49.1)

BLASTS = {
    "カウンターブラスト": 'damage="[{name: 傷, type: normal}]"',
    "ソウルブラスト": 'extra="soul: [{name: 魂, type: normal}]"',
    "エネルギーブラスト": 'extra="energy: 3"',
}


def _blast_board(blast: str) -> dict[str, str]:
    key, val = BLASTS[blast].split("=", 1)
    return {key: val.strip('"')}


@pytest.mark.parametrize("paid", list(BLASTS))
@pytest.mark.parametrize("watched", list(BLASTS))
def test_a_blast_done_triggers(watched: str, paid: str) -> None:
    """「【自】【(R)】：あなたが【W】した時、１枚引く」 with 剣士's 【起】 whose cost is 【P】(1): a draw
    when the blast paid is the one watched, none otherwise."""
    text = (
        f"【自】【(R)】：あなたが【{watched}】した時、１枚引く。"
        f"【起】【(R)】：【コスト】[【{paid}】(1)]することで、そのターン中、このユニットのパワー＋5000。"
    )
    r = run(text, actions=VG_ACTIVATE, **_blast_board(paid))
    assert not unsupported(r) and value(r, "power") == 15000
    assert len(zone(r, "A", "hand")) == (1 if watched == paid else 0)


@pytest.mark.parametrize(("did", "draws"), [("している", 1), ("していない", 0)])
@pytest.mark.parametrize("blast", list(BLASTS))
def test_a_blast_in_the_turns_history(blast: str, did: str, draws: int) -> None:
    """「このユニットがアタックした時、このターンにあなたが【B】しているなら、１枚引く」 after 剣士
    paid 【B】(1) in the main phase: met (and 「していない」 not)."""
    text = (
        f"【自】【(R)】：このユニットがアタックした時、このターンにあなたが【{blast}】{did}なら、"
        "１枚引く。"
        f"【起】【(R)】：【コスト】[【{blast}】(1)]することで、そのターン中、このユニットのパワー＋5000。"
    )
    actions = VG_ACTIVATE + "  - {do: attack, attacker: left_front, target: vanguard}"
    r = run(text, actions=actions, **_blast_board(blast))
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == draws


def test_a_blast_with_an_amount_stays_refused() -> None:
    """「【ソウルブラスト】(3)以上しているなら」: how much is not read — refused by name."""
    (ab,) = _compiled(
        "【永】【(V)】：このターンにあなたが【ソウルブラスト】(3)以上しているなら、このユニットのパワー＋5000。"
    )
    assert not ab.supported


# ------------------------- 「Xそれぞれ」 after a noun: each of the cards X names — the same cards,
# every one of them (a description: all that match, as すべて)


@pytest.mark.parametrize(
    "who",
    [
        "あなたのリアガードを２枚選び、そのターン中、選んだユニットそれぞれ",
        "そのターン中、あなたのリアガードそれぞれ",
        "そのターン中、あなたのリアガードすべて",
    ],
)
def test_each_of_the_cards_named(who: str) -> None:
    """「…選んだユニットそれぞれのパワー＋5000」 / 「あなたのリアガードそれぞれの…」: 剣士 and 槍 each
    +5000; the vanguard 竜 unchanged."""
    spear = "right_front: {name: 槍, type: normal, grade: 1, power: 6000}"
    r = run(f"【起】【(R)】：{who}のパワー＋5000。", actions=VG_ACTIVATE, extra=spear)
    assert not unsupported(r)
    assert value(r, "power") == 15000 and _power_of(r, "槍") == 11000
    assert _power_of(r, "竜") == 13000
