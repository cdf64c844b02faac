"""Round 65 (s62vsR): a delayed 「このアタックの終わりに」 made in the attack end step itself (by a
technique triggered 「アタックの終わりに」, 7.1.6.1) — its moment past (8.6.8) or the step still going
on (7.1.6.1, 7.1.1): the audit's attack_end_delayed_made_in_it, both readings run. Made earlier in the
attack, it triggers at the attack's end, with no point."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads


def _board(text: str, expect: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 6, phase: ability, first_player: B}\n"
        "players:\n  A:\n    deck: 10\n    hand: 0\n"
        f'    ring: {{name: 鷹臣, ap: 1000, dp: 2000, text: "{text}"}}\n'
        "    bench: {left: {name: 早百合, ap: 1000, dp: 1000}}\n"
        "  B:\n    deck: 10\n    ring: {name: 柊, ap: 1000, dp: 3000}\n"
        "actions:\n  - {do: attack, support: 早百合}\n"
        f"ask: [A.hand]\nexpect:\n{expect}"
    )


def test_made_in_the_attack_end_step_two_readings() -> None:
    r = resolve(
        loads(
            _board(
                "[リング]アタックの終わりに、あなたは1枚引く。このアタックの終わりに、あなたは1枚引く。",
                '  ambiguous: ["8.6.8", "7.1.6.1"]\n  readings:\n'
                '    - {clauses: ["8.6.8"], state: {A.hand: 1}}\n'
                '    - {clauses: ["8.6.8", "7.1.6.1"], state: {A.hand: 2}}\n',
            ),
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)


def test_made_when_attacking_triggers_at_the_end() -> None:
    r = resolve(
        loads(
            _board(
                "[リング]このカードがアタックした時、このアタックの終わりに、あなたは1枚引く。",
                "  state: {A.hand: 1}\n",
            ),
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)
    assert "attack_end_delayed_made_in_it" not in str(r.warnings())
