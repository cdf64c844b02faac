"""Round 62 (s59vsR): 「[領域]相手は手札のカードを控え室に置けない」 — a continuous prohibition of a
player's put of its own hand card into its waiting room (8.1.1.4). The partner block is made by that
put (7.1.4.2), so it may not be made (1.3.1, the text over the rules); an effect of the player's own
technique putting such a card is not done (1.3.3, 1.3.2)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program, vs_refused

BAN = "[リング]相手は手札のカードを控え室に置けない。"


def test_the_prohibition_compiles() -> None:
    (op,) = vs_program(BAN).ops
    assert (op.kind, op.who, op.value) == ("prohibit_move", "opponent", ("hand", "waiting"))
    assert vs_refused("[リング]相手はリングのカードを控え室に置けない。")


def _block(ban: str, allowed: str, expect: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 6, phase: ability, first_player: A}\n"
        "players:\n  A:\n    deck: 10\n"
        f'    ring: {{name: 蘇芳, title: 剣客, ap: 3000, dp: 2000, text: "{ban}"}}\n'
        "    bench:\n      left: {name: 鳶, title: 斥候, ap: 1000, dp: 1000}\n"
        "  B:\n    deck: 10\n    hand: [{name: 黄櫨, title: 舞い手, ap: 1000, dp: 1000}]\n"
        "    ring: {name: 梔子, title: 歌い手, ap: 1000, dp: 3000, partner_name: 黄櫨,"
        " partner_title: 舞い手}\n"
        "actions:\n  - {do: attack, support: 鳶}\n"
        f"choices:\n  - {{player: B, at: partner_block, choose: 黄櫨{allowed}}}\n"
        f"expect:\n  state: {expect}\n"
    )


def test_the_partner_block_may_not_be_made() -> None:
    r = resolve(
        loads(_block(BAN, ", allowed: false", "{黄櫨.zone: B.hand, 梔子.zone: B.retire}"), "t.yaml")
    )
    assert not check_expect(r), check_expect(r)
    assert {"7.1.4.2", "1.3.1"} <= set(r.decided_by), r.decided_by


def test_without_it_the_partner_block_is_made() -> None:
    r = resolve(loads(_block("", "", "{黄櫨.zone: B.waiting, 梔子.zone: B.ring}"), "t.yaml"))
    assert not check_expect(r), check_expect(r)


def _discard(ban: str, expect: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: B, number: 6, phase: chara, first_player: A}\n"
        f'players:\n  A:\n    deck: 10\n    ring: {{name: 蘇芳, ap: 1000, dp: 2000, text: "{ban}"}}\n'
        "  B:\n    deck: 10\n    hand: [{name: 黄櫨, ap: 1000, dp: 1000}]\n"
        "    ring: {name: 梔子, ap: 1000, dp: 2000}\n"
        "    bench:\n      left: {name: 砂, ap: 1000, dp: 1000, text:"
        ' "[ベンチ][このカードをレストする]あなたは自分の手札を1枚控え室に置く。"}\n'
        "actions:\n  - do: ability_phase\n    actions:\n      - {do: use, card: 砂}\n"
        "choices:\n  - {player: B, at: choose_card, choose: 黄櫨}\n"
        f"expect:\n  state: {expect}\n"
    )


def test_the_players_own_effect_does_not_put_it() -> None:
    r = resolve(loads(_discard(BAN, "{黄櫨.zone: B.hand}"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"1.3.3", "1.3.2"} <= set(r.decided_by), r.decided_by
    r = resolve(loads(_discard("", "{黄櫨.zone: B.waiting}"), "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_the_rules_hand_limit_put_is_made_with_a_warning() -> None:
    text = (
        "game: vs\ntitle: t\nturn: {player: A, number: 6, phase: ability, first_player: A}\n"
        "players:\n  A:\n    deck: 10\n    hand: 8\n    ring: {name: 蘇芳, ap: 1000, dp: 2000}\n"
        f'  B:\n    deck: 10\n    ring: {{name: 梔子, ap: 1000, dp: 2000, text: "{BAN}"}}\n'
        "actions:\n  - {do: end_phase}\nexpect:\n  state: {turn.player: B}\n"
    )
    r = resolve(loads(text, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert any("1.3.1" in (w.clauses or ()) and "梔子" in w.ja for w in r.warnings()), r.warnings()


def test_a_cost_of_that_put_cannot_be_paid() -> None:
    def board(ban: str, expect: str) -> str:
        return (
            "game: vs\ntitle: t\nturn: {player: B, number: 6, phase: chara, first_player: A}\n"
            f'players:\n  A:\n    deck: 10\n    ring: {{name: 蘇芳, ap: 1000, dp: 2000, text: "{ban}"}}\n'
            "  B:\n    deck: 10\n    hand: [{name: 黄櫨, ap: 1000, dp: 1000}]\n"
            "    ring: {name: 梔子, ap: 1000, dp: 2000}\n"
            "    bench:\n      left: {name: 砂, ap: 1000, dp: 1000, text:"
            ' "[ベンチ][手札を1枚控え室に置く]あなたは1枚引く。"}\n'
            "actions:\n  - do: ability_phase\n    actions:\n      - {do: use, card: 砂}\n"
            "choices:\n  - {player: B, at: cost_card, choose: 黄櫨}\n"
            f"expect:\n{expect}"
        )

    r = resolve(loads(board(BAN, "  state: {黄櫨.zone: B.hand, B.hand: 1}\n"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"8.5.1.3.2", "1.3.3"} <= set(r.decided_by), r.decided_by
    r = resolve(loads(board("", "  state: {黄櫨.zone: B.waiting, B.hand: 1}\n"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
