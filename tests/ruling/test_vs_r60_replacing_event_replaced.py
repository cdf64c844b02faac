"""Round 60 (s57vsR): a replacement effect that would apply to the event another replacement put
in place (8.10.1 / 8.10.1.1 / 8.10.2.3) — the audit's ``replacing_event_replaced``, raised at the
shared ``replacing_event`` point: both readings run (the same event, each replacement once; or the
event put in place happens as it is). With one replacement only, nothing is raised."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

OWN = "[リング]このカードがリタイヤ置場に置かれる時、かわりに控え室に置く。"
OTHER = "[ベンチ]相手のカードが控え室に置かれる時、かわりにリタイヤ置場に置く。"


def _board(other: str, expect: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 8, phase: attack, first_player: A}\n"
        "players:\n  A:\n    deck: 10\n"
        "    ring: {name: 玄馬, ap: 3000, dp: 2000}\n"
        "    bench:\n      left: {name: 菖蒲, ap: 1000, dp: 1000}\n"
        f'      right: {{name: 冥, ap: 1000, dp: 1000, text: "{other}"}}\n'
        "  B:\n    deck: 10\n"
        f'    ring: {{name: 氷見, ap: 1000, dp: 2000, text: "{OWN}"}}\n'
        "actions:\n  - {do: attack, support: 菖蒲}\n"
        f"expect:\n{expect}"
    )


def test_both_readings_run() -> None:
    expect = (
        '  ambiguous: ["8.10.2.3", "8.10.1.1"]\n'
        "  readings:\n"
        '    - {clauses: ["8.10.2.3"], state: {氷見.zone: B.retire}}\n'
        '    - {clauses: ["8.10.1.1"], state: {氷見.zone: B.waiting}}\n'
    )
    r = resolve(loads(_board(OTHER, expect), "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_one_replacement_raises_nothing() -> None:
    expect = "  ambiguous: false\n  state: {氷見.zone: B.waiting}\n"
    r = resolve(loads(_board("", expect), "t.yaml"))
    assert not check_expect(r), check_expect(r)
