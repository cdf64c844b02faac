"""What ruling/games/_ws/declared.py declares not implemented is refused with a warning (「未対応の
能力」), never silently ignored; and the declared ids are not counted as citations."""

from __future__ import annotations

import pytest

TEXTS = [
    "【起】［(1)］ このターン中、このカードへの効果は無効になる。",  # 8.3
]


@pytest.mark.parametrize("text", TEXTS)
def test_declared_text_is_reported_unsupported(text: str) -> None:
    from ruling.resolve import resolve
    from ruling.scenario import loads

    scn = (
        "game: ws\ntitle: t\nturn: {player: A, number: 5, phase: main, first_player: A}\n"
        "players:\n  A:\n    stage:\n      center_front: {name: X, type: character, level: 0,"
        f' power: 3000, soul: 1, text: "{text}"}}\n    deck: 5\n  B: {{deck: 5}}\n'
        "actions:\n  - {do: check_timing}\n"
    )
    r = resolve(loads(scn))
    assert any("未対応の能力" in w.ja and text in w.ja for w in r.warnings())


def test_declared_sections_are_not_citations() -> None:
    from ruling.commands import coverage_data

    data = coverage_data("ws")
    declared = {d["section"] for d in data["declared"]}
    # 11.3 (replay instructions) is implemented since round 18 (ruling/games/_ws/replay.py), 8.7.6
    # (state triggers) since round 33 (_ws/automatic.state_triggers), 4.12.2.7.3 (damage to several
    # players at once) since round 51 (_ws/program._damage_players), 11.4 (the phase jump) since
    # round 51 (_ws/program.phase_jump)
    assert {"8.3"} <= declared
    assert not {"11.3", "8.7.6", "4.12.2.7.3", "11.4"} & declared
