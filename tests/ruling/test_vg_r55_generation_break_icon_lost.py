"""vg round 55 (issue 14, s52vgO): the audit point gbreak_icon_lost — 14.14.1 / 14.14.3 lost the icon
before 「とGゾーン」 (「、、などの形でとGゾーンに表向きで置かれているGユニットの数を参照し」): the vanguard
circle (the engine's reading) or every circle. Raised where the two readings part — a face-up G unit on a
rear-guard circle decides whether ジェネレーションブレイク is met — and both readings run; where they agree
(the G units in the G zone alone, or none face up) nothing is raised."""

from __future__ import annotations

from tests.ruling.boards import ambiguity_clauses, vg_run

BODY = """players:
  A:
    vanguard: {name: 旅人, type: normal, grade: 3, power: 13000}
    left_front: {name: 番人, type: normal, grade: 2, power: 9000, text: "【永】【(R)】ジェネレーションブレイク1：このユニットのパワー+5000。"}
RIGHT
    g_zone: GZONE
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "あなたは１枚引く。"}
ask: [番人.power]
"""
G_ON_REAR = "    right_front: {name: 時空竜, type: g, grade: 4, power: 15000}"


def _run(right: str, gzone: str) -> tuple[list[int], list[list[str]]]:
    r = vg_run(BODY.replace("RIGHT", right).replace("GZONE", gzone))
    powers = sorted(x.outcome["state"]["番人.power"] for x in (*r.leaves, *r.alternates))
    return powers, ambiguity_clauses(r)


def test_a_g_unit_on_a_rear_guard_circle_runs_both_readings() -> None:
    powers, amb = _run(G_ON_REAR, "[{name: 裏G, type: g, grade: 4, face: down}]")
    assert powers == [9000, 14000]
    assert any({"14.14.1", "14.14.3"} <= set(c) for c in amb)


def test_a_face_up_g_unit_in_the_g_zone_agrees() -> None:
    powers, amb = _run(G_ON_REAR, "[{name: 表G, type: g, grade: 4, face: up}]")
    assert powers == [14000]
    assert not any("14.14.1" in c for c in amb)


def test_no_g_unit_on_a_circle_agrees() -> None:
    powers, amb = _run("", "[{name: 裏G, type: g, grade: 4, face: down}]")
    assert powers == [9000]
    assert not any("14.14.1" in c for c in amb)
