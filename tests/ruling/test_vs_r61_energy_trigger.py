"""Round 61 (s58vsO): 「このカードがエネルギー置場に置かれた時」 — a card's own move into the energy
zone (3.4.1) as a zone-move trigger (8.6.6), read as 「…控え室に置かれた時」: from the [領域] its
technique names (8.1.1.2.1), checked where the card went (8.1.1.3). A [手札] one triggered by the
energy phase's put (6.4.1.2) meets the point hand_technique_left_hand (4.4.1.1 against 8.1.1.2.1):
both readings run."""

from __future__ import annotations

from tests.ruling.boards import problems, vs_ability

HAND = "[手札]このカードがエネルギー置場に置かれた時、あなたは1枚引く。"
FROM_RING = "[手札]このカードがリングからエネルギー置場に置かれた時、あなたは1枚引く。"


def test_the_trigger_compiles() -> None:
    ab = vs_ability(HAND)
    assert ab.supported, ab.reason
    assert ab.program.trigger == "self_energy"


def _energy_phase(text: str, expect: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, phase: energy}\n"
        "players:\n  A:\n    deck: 10\n"
        f'    hand: [{{name: 楡葉, ap: 1000, dp: 1000, text: "{text}"}}]\n'
        "    energy: [{state: stand}]\n    ring: {name: 槙, ap: 1000, dp: 2000}\n"
        "  B: {deck: 10, ring: {name: 樅, ap: 1000, dp: 2000}}\n"
        "actions:\n  - {do: energy_phase, card: 楡葉}\n"
        f"expect:\n{expect}"
    )


def test_the_energy_phase_put_triggers_the_hand_technique_both_readings() -> None:
    got = problems(
        _energy_phase(
            HAND,
            "  state: {楡葉.zone: A.energy, A.energy: 2}\n"
            '  decided_by: ["8.6.6", "3.4.1", "6.4.1.2"]\n'
            '  ambiguous: ["8.1.1.2.1", "4.4.1.1"]\n'
            "  readings:\n"
            '    - {clauses: ["8.1.1.2.1"], state: {A.hand: 1}}\n'
            '    - {clauses: ["4.4.1.1"], state: {A.hand: 0}}\n',
        )
    )
    assert not got, got


def test_a_move_from_another_zone_does_not_trigger() -> None:
    assert vs_ability(FROM_RING).supported
    got = problems(
        _energy_phase(
            FROM_RING, '  state: {A.hand: 0, 楡葉.zone: A.energy}\n  decided_by: ["8.6.6"]\n'
        )
    )
    assert not got, got
