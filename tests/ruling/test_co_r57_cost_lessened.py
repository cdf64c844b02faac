"""Round 57 (s54coT): 「あなたがプレイするXカードのコストを1少なくする。」 — the transitive wording of
「…のコストは1少なくなる / 1減少する」: while the card is in force, the player's plays of that card
type cost 1 less, an additional cost summed before it is applied (4.3.2.2); the energy paid is
the cost so changed (4.3.2.3). A play of another type is not changed."""

from __future__ import annotations

from tests.ruling.boards import co_ability, co_run, decided, main_state, unsupported

TEXT = "あなたがプレイするスペルカードのコストを1少なくする。"


def _board(kind: str) -> str:
    card = (
        "{name: 札, type: spell, cost: 2, text: '使い捨て'}"
        if kind == "spell"
        else "{name: 札, type: character, cost: 2, ap: 1, dp: 1}"
    )
    return (
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 2\n"
        "    deck: 20\n"
        f'    field: [{{name: 行商人, type: navigator, text: "{TEXT}"}}]\n'
        f"    hand: [{card}]\n"
        "  B:\n    hp: 10\n    deck: 20\n"
        "actions:\n  - {do: play, player: A, card: 札}\n"
        "ask: [札.zone, A.energy]\n"
    )


def test_same_program_as_intransitive() -> None:
    ab = co_ability(TEXT)
    assert ab.supported, ab.reason
    assert ab.program == co_ability("あなたがプレイするスペルカードのコストは1減少する。").program


def test_spell_costs_one_less() -> None:
    r = co_run(_board("spell"))
    assert not unsupported(r)
    assert main_state(r, "札.zone") == "A.dustbox"
    assert main_state(r, "A.energy") == 1
    assert "4.3.2.2" in decided(r)


def test_character_costs_as_printed() -> None:
    r = co_run(_board("character"))
    assert not unsupported(r)
    assert main_state(r, "札.zone") == "A.field"
    assert main_state(r, "A.energy") == 0
