"""vg equip orders (装備オーダー, 17.8; round 33, s29vgequip), each rule on a minimal board of its
own, with the neighbour that must not change."""

from __future__ import annotations

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from grammar.parse import parse_card
from ruling.resolve import resolve
from ruling.scenario import loads

SWORD = "聖剣装備 - 騎士王\\n【永】：装備しているユニットのパワー＋5000。"

HEAD = """\
game: vg
title: t
turn: {player: A, number: 8, phase: %s, first_player: A}
players:
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
  A:
    deck: 10
"""


def _card(uid: str, text: str = SWORD) -> str:
    return (
        f'{{name: 聖剣エクス, uid: {uid}, type: order, grade: 1, traits: [装備], text: "{text}"}}'
    )


def _run(phase: str, body: str, actions: str, ask: str) -> object:
    return resolve(loads(HEAD % phase + body + "actions:\n" + actions + f"ask: [{ask}]\n"))


# ---------------- 17.8.2.1 ‘(名称)装備 - (カード名)’: the keyword line typed, the name before 装備 free


def test_equip_keyword_line_typed_17_8_2_1() -> None:
    card = parse_card("聖剣装備 - 騎士王\n【永】：装備しているユニットのパワー＋5000。", "vg").card
    kw = card.abilities[0].keyword
    assert kw is not None and kw.id == "equip" and kw.name == "聖剣装備"
    assert [a.value.text for a in kw.args] == ["騎士王"]  # type: ignore[union-attr]


def test_other_dash_line_is_not_equip() -> None:
    card = parse_card("聖剣 - 騎士王", "vg").card
    assert all(a.keyword is None or a.keyword.id != "equip" for a in card.abilities)


# ---------------- 17.8.3 / 17.8.3.1: put on the named vanguard's circle, associated; else the drop

PLAY = "  - {do: play_order, card: 剣}\n"


def test_equip_order_goes_on_the_named_vanguard_17_8_3() -> None:
    body = f"    vanguard: {{name: 騎士王, type: normal, grade: 3, power: 13000}}\n    hand: [{_card('剣')}]\n"
    r = _run("main", body, PLAY, "剣.zone, 騎士王.power, A.drop")
    st = r.outcome["state"]  # type: ignore[attr-defined]
    assert st["剣.zone"] == "A.field.vanguard" and st["騎士王.power"] == 18000
    assert "17.8.3" in r.decided_by and "17.8.6" in r.decided_by  # type: ignore[attr-defined]


def test_equip_order_without_the_named_vanguard_drops_17_8_3_1() -> None:
    body = f"    vanguard: {{name: 見習い, type: normal, grade: 3, power: 13000}}\n    hand: [{_card('剣')}]\n"
    r = _run("main", body, PLAY, "剣.zone, 見習い.power")
    st = r.outcome["state"]  # type: ignore[attr-defined]
    assert st["剣.zone"] == "A.drop" and st["見習い.power"] == 13000
    assert "17.8.3.1" in r.decided_by  # type: ignore[attr-defined]


# ---------------- 17.8.8.1: 13.11 spares an equip order on a circle — not another order there

ON_CIRCLE = """\
    vanguard:
      - {name: 騎士王, type: normal, grade: 3, power: 13000}
      - %s
"""
CHECK = "  - {do: check_timing}\n"


def test_equip_order_on_the_circle_is_not_an_illegal_order_17_8_8_1() -> None:
    r = _run("main", ON_CIRCLE % _card("剣"), CHECK, "剣.zone, 騎士王.power")
    st = r.outcome["state"]  # type: ignore[attr-defined]
    assert st["剣.zone"] == "A.field.vanguard" and st["騎士王.power"] == 18000


def test_plain_order_on_the_circle_is_still_illegal_13_11_3() -> None:
    plain = '{name: 作戦, uid: 作戦, type: order, grade: 1, text: "１枚引く。"}'
    r = _run("main", ON_CIRCLE % plain, CHECK, "作戦.zone")
    assert r.outcome["state"]["作戦.zone"] == "A.drop"  # type: ignore[attr-defined]
    assert "13.11.3" in r.decided_by  # type: ignore[attr-defined]


# ---------------- 17.8.8.2: two equip orders of one name on a circle — the latest placed stays


def test_two_same_named_equips_keep_the_latest_17_8_8_2() -> None:
    body = (ON_CIRCLE % _card("旧")) + f"    hand: [{_card('新')}]\n"
    r = _run(
        "main", body, "  - {do: play_order, card: 新}\n" + CHECK, "旧.zone, 新.zone, 騎士王.power"
    )
    st = r.outcome["state"]  # type: ignore[attr-defined]
    assert (st["旧.zone"], st["新.zone"]) == ("A.drop", "A.field.vanguard")
    assert st["騎士王.power"] == 18000
    assert "17.8.8.2" in r.decided_by  # type: ignore[attr-defined]


# ---------------- 17.8.7 / 17.8.8.3: a ride keeps it on a unit of the name, else it is dropped

RIDE = "  - {do: ride_phase, card: 新王}\n" + CHECK


def test_ride_to_another_name_drops_the_equip_17_8_8_3_2() -> None:
    body = (
        ON_CIRCLE % _card("剣")
    ) + "    hand: [{name: 覇王, uid: 新王, type: normal, grade: 3, power: 13000}]\n"
    r = _run("ride", body, RIDE, "剣.zone, 新王.power")
    st = r.outcome["state"]  # type: ignore[attr-defined]
    assert st["剣.zone"] == "A.drop" and st["新王.power"] == 13000
    assert {"17.8.8.3", "17.8.8.3.2"} <= set(r.decided_by)  # type: ignore[attr-defined]


def test_ride_to_the_same_name_keeps_the_equip_17_8_7() -> None:
    body = (
        ON_CIRCLE % _card("剣")
    ) + "    hand: [{name: 騎士王, uid: 新王, type: normal, grade: 3, power: 13000}]\n"
    r = _run("ride", body, RIDE, "剣.zone, 新王.power")
    st = r.outcome["state"]  # type: ignore[attr-defined]
    assert st["剣.zone"] == "A.field.vanguard" and st["新王.power"] == 18000
    assert "17.8.7" in r.decided_by and "17.8.8.3.2" not in r.decided_by  # type: ignore[attr-defined]
