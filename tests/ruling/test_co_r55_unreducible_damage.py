"""「…にNダメージを与える。このダメージは軽減できない。」 (round 55, s52coG; cards_r54 U-5615): the
sentence is read onto the damage step before it (``Op.unreducible``): no reduction takes anything
off that damage — one in force (「…が受けるダメージはN点軽減される」) nor one played in its window —
the text over 4.3.10's reduction (4.2.9, 4.3.10.3), so a character of DP 2 dealt 2 crashes (4.3.9).
Without the sentence the reduction applies and it stays."""

from __future__ import annotations

from tests.ruling.boards import co_ability, co_run, decided, main_state, unsupported

DEAL = "対象のキャラクター1体に2ダメージを与える。"
KEPT = "このダメージは軽減できない。"


def _run(text: str) -> object:
    return co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 2\n"
        "    deck: 10\n    hand:\n"
        f'      - {{name: 火球, type: spell, cost: 2, text: "使い捨て。{text}"}}\n'
        "  B:\n    hp: 10\n    deck: 10\n    field:\n"
        '      - {name: 鬼, type: character, ap: 1, dp: 2, text: "『鬼』が受けるダメージは1点軽減される。"}\n'
        "actions:\n"
        "  - {do: play, player: A, card: 火球, target: 鬼}\nask: [鬼.zone]\n"
    )


def test_compiles_onto_the_damage_step() -> None:
    ab = co_ability(DEAL + KEPT, "spell")
    assert ab.supported, ab.reason
    (op,) = ab.program.ops
    assert (op.kind, op.amount, op.unreducible) == ("damage", 2, True)


def test_not_after_a_damage_step_it_is_refused() -> None:
    assert not co_ability("あなたは山札からカードを1枚引く。" + KEPT, "spell").supported


def test_the_reduction_in_force_does_not_apply() -> None:
    r = _run(DEAL + KEPT)
    assert not unsupported(r)
    assert main_state(r, "鬼.zone") == "B.dustbox"
    assert {"4.2.9", "4.3.10.3", "4.3.9"} <= decided(r)


def test_without_the_sentence_the_reduction_applies() -> None:
    r = _run(DEAL)
    assert main_state(r, "鬼.zone") == "B.field"
