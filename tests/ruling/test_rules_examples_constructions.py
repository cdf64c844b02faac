"""Constructions added so that the rules documents' own example texts run (issue 12,
``python -m ruling.rules_examples``): each with a minimal ability text and what it does on a
board, with the clauses it is decided by."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.abilities import abilities_of
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from ruling.state import Card
from tests.ruling.boards import vs_bench_use


def _programs(game: str, text: str) -> list[object]:
    get_game(game)
    abs_ = abilities_of(game, Card("x", "x", text=text))
    assert abs_ and all(a.supported for a in abs_), [(a.text, a.reason) for a in abs_]
    return [a.program for a in abs_]


def _refused(game: str, text: str) -> str:
    get_game(game)
    abs_ = abilities_of(game, Card("x", "x", text=text))
    assert abs_ and not all(a.supported for a in abs_)
    return next(a.reason for a in abs_ if not a.supported)


# ------------------------------------------------------------------ a verb's other spelling


def test_a_state_verb_printed_without_its_icon_reads_as_with_it() -> None:
    """VS prints 「レストする」 / 「リバースする」 (4.16.2) where WS and VG print 【レスト】 /
    【リバース】: the same verb."""
    for plain, icon in (
        ("あなたのエネルギーをすべてレストする。", "あなたのエネルギーをすべて【レスト】する。"),
        ("このカードをリバースする。", "このカードを【リバース】する。"),
    ):
        a, b = parse_card(plain, "vs"), parse_card(icon, "vs")
        assert a.fully_typed and b.fully_typed
        sa = a.card.abilities[0].effect.sentences[0].steps[0].body
        sb = b.card.abilities[0].effect.sentences[0].steps[0].body
        assert (sa.verb, sa.form, sa.args) == (sb.verb, sb.form, sb.args)


# ------------------------------------------------------------------ VS: 「…をすべてレストする」 costs

REST_ALL = "[ベンチ][あなたのエネルギーをすべてレストする]あなたは1枚引く。"
CHOOSE_ALL = "[ベンチ][あなたのエネルギーをすべて選び、レストする]あなたは1枚引く。"


def test_vs_rest_all_energy_cost_compiles() -> None:
    (p,) = _programs("vs", REST_ALL)
    assert [(c.kind, c.who, c.value) for c in p.cost] == [("rest_all", "your_energy", None)]
    (q,) = _programs("vs", CHOOSE_ALL)
    assert [(c.kind, c.value) for c in q.cost] == [("rest_all", "chosen")]
    # the opponent's energy: no cost of the payer's (N of one's own: round 15,
    # tests/ruling/test_vs_cardtext_r15.py)
    assert "rest cost" in _refused(
        "vs", "[ベンチ][相手のエネルギーを1枚レストする]あなたは1枚引く。"
    )
    # the cost 「…をすべてレストする」 of a cancel: refused (its payment with none standing is a
    # reading raised only where an activated technique is used; other cancel costs are paid,
    # round 18, tests/ruling/test_vs_cardtext_r19.py)
    assert "activated" in _refused(
        "vs",
        "{cancel}[手札][あなたのエネルギーをすべてレストする]相手の技を1つ選び、キャンセルする。",
    )


@pytest.mark.parametrize(
    ("text", "energy", "paid"),
    [
        # every energy standing: every one rested, the technique used
        (REST_ALL, "[{state: stand}, {state: stand}]", True),
        (CHOOSE_ALL, "[{state: stand}, {state: stand}]", True),
        # one rested: 「すべてレストする」 is paid by the standing one (4.16.2, 8.5.1.3.2) ...
        (REST_ALL, "[{state: stand}, {state: rest}]", True),
        # ... 「すべて選び、レストする」 cannot choose the rested one: not paid (4.16.2)
        (CHOOSE_ALL, "[{state: stand}, {state: rest}]", False),
        # none standing: 「Aをすべて…する」 needs one A at least (8.5.1.3.2)
        (REST_ALL, "[{state: rest}]", False),
    ],
)
def test_vs_rest_all_energy_cost_on_a_board(text: str, energy: str, paid: bool) -> None:
    r = vs_bench_use(text, energy)
    final = r.main.final.players["A"]
    assert len(final.zones["hand"]) == (2 if paid else 1)
    before = [c.orientation for c in r.main.initial.players["A"].zones["energy"]]
    after = [c.orientation for c in final.zones["energy"]]
    assert after == (["rest"] * len(before) if paid else before)
    assert {"4.16.2", "8.5.1.3.2"} <= set(r.decided_by)
    assert not [w for w in r.main.warnings if w.kind == "unsupported"]


# ------------------------------------------------------------------ CO


def _co(players: str, action: str):  # type: ignore[no-untyped-def]
    src = (
        "game: co\ntitle: t\nturn: {player: A, number: 6, phase: main}\n"
        f"players:\n{players}\nactions:\n  - {action}\n"
    )
    return resolve(loads(src))


def test_co_a_place_in_a_relative_clause_and_a_crash() -> None:
    """「フィールドに出ているすべてのカードをクラッシュする」 (4-2-7): the relative clause says where
    the cards are (``Vocab.place_verbs``); every card on the field crashes (4-3-11), a card set
    on another with it (4-2-4)."""
    (p,) = _programs("co", "フィールドに出ているすべてのカードをクラッシュする。")
    assert [(o.kind, o.who) for o in p.ops] == [("crash", "all_cards")]
    (p,) = _programs("co", "対象のキャラクター1体をクラッシュする。")
    assert [(o.kind, o.who) for o in p.ops] == [("crash", "target_char")]
    # a place the verb does not say: not read as one
    assert _refused("co", "手札にあるすべてのカードをクラッシュする。")
    r = _co(
        "  A:\n    hp: 20\n    energy: 3\n    deck: 10\n"
        "    hand: [{name: 大破壊, type: event, cost: 3, "
        'text: "フィールドに出ているすべてのカードをクラッシュする。"}]\n'
        "    field: [{name: 森原さとみ, type: character, ap: 2, dp: 2},"
        " {name: 剣, type: item, set_on: 森原さとみ}]\n"
        "  B:\n    hp: 20\n    deck: 10\n"
        "    field: [{name: 鳴瀬真奈美, type: character, ap: 1, dp: 2},"
        " {name: シンクレイン, type: navigator}]",
        "{do: play, card: 大破壊}",
    )
    final = r.main.final.players
    assert not final["A"].zones["field"] and not final["B"].zones["field"]
    assert {c.name for c in final["B"].zones["dustbox"]} == {"鳴瀬真奈美", "シンクレイン"}
    assert {"森原さとみ", "剣"} <= {c.name for c in final["A"].zones["dustbox"]}
    assert {"4.2.7", "4.3.11", "4.2.4"} <= set(r.decided_by)
    assert not [w for w in r.main.warnings if w.kind == "unsupported"]


def test_co_a_printed_defence_permission() -> None:
    """「「飛行」の特殊能力を持つキャラクターをディフェンスしてもよい」 printed on a character is the
    ability 〔GUN〕 gives (4-3-8): it may defend a flying attacker (3-4-5-7)."""
    (p,) = _programs("co", "「飛行」の特殊能力を持つキャラクターをディフェンスしてもよい")
    assert (p.kind, p.keyword) == ("keyword", "defend_flying")
    # the plain form is no permission: not this construction
    assert _refused("co", "「飛行」の特殊能力を持つキャラクターをディフェンスする")
    for text, defended in (
        ("「飛行」の特殊能力を持つキャラクターをディフェンスしてもよい", True),
        ("", False),
    ):
        r = _co(
            "  A:\n    hp: 20\n    deck: 10\n"
            '    field: [{name: レプリカント, type: character, ap: 3, dp: 2, text: "飛行"}]\n'
            "  B:\n    hp: 3\n    deck: 10\n"
            f'    field: [{{name: 鳴瀬真奈美, type: character, ap: 2, dp: 4, text: "{text}"}}]',
            "{do: attack, attacker: レプリカント, defender: 鳴瀬真奈美}",
        )
        assert (r.main.final.result is None) == defended  # defended: B takes no damage
        assert "3.4.5.7" in r.decided_by


def test_co_a_draw_as_a_cost() -> None:
    """「カードを1枚引く」 as a cost (4-3-2-3, 〔失敗〕's 代用コスト): paid by drawing. A deck with no
    card is no case of a cost that cannot be paid: its owner has lost already (4-1-2, 「山札にカードが
    1枚もなくなった場合、その山札のオーナーは敗北となります」; round 25 applies it to a deck given as 0)."""
    text = "カードを1枚引く:対象のキャラクターに2点のダメージを与える。"
    (p,) = _programs("co", text)
    assert [(c.kind, c.amount) for c in p.cost] == [("draw", 1)]
    players = (
        "  A:\n    hp: 20\n    deck: {deck}\n    hand: []\n"
        f'    field: [{{{{name: シンクレイン, type: navigator, text: "{text}"}}}}]\n'
        "  B:\n    hp: 20\n    deck: 10\n"
        "    field: [{{name: 鳴瀬真奈美, type: character, ap: 1, dp: 2}}]"
    )
    act = "{do: activate, card: シンクレイン, target: 鳴瀬真奈美}"
    r = _co(players.format(deck=10), act)
    final = r.main.final.players
    assert len(final["A"].zones["hand"]) == 1
    assert final["B"].zones["dustbox"]
    assert "4.3.2.3" in r.decided_by
    r = _co(players.format(deck=0), act)
    assert r.main.final.result is not None and r.main.final.result.losers == ("A",)
    assert not r.main.final.players["B"].zones["dustbox"]
    assert "4.1.2" in r.decided_by


# ------------------------------------------------------------------ MC


def _mc_equip(text: str, race: str):  # type: ignore[no-untyped-def]
    src = f"""\
game: mc
title: t
turn: {{player: A, number: 4, phase: summon}}
players:
  A:
    deck: 20
    hand: [{{name: 錬金の核, type: item, equip_cost: 1, attack_bonus: 2, text: "{text}"}}]
    field:
      c1: [{{name: 本陣, type: terrain, hq: true}}]
      r2:
        - {{name: 平原, type: terrain, limit: 6}}
        - {{name: ゴーレム, type: unit, level: 2, attack: 2, defense: 3, item_slots: 2, race: {race}}}
  B: {{deck: 20}}
actions:
  - {{do: equip, card: 錬金の核, unit: ゴーレム}}
"""
    return resolve(loads(src))


def test_mc_a_keyword_line_with_its_annotation() -> None:
    """MC 2.1.8.4.5 「テキストの注釈」: 【専用】「種族:錬金生物」(装備ユニットが…) is the keyword line
    with its annotation in parentheses — the keyword, as without it (before, the line was read
    as reminder text alone and refused)."""
    plain = "【専用】「種族:錬金生物」"
    noted = plain + "(装備ユニットがこの種族でなければ装備できない)"
    (ab,) = parse_card(noted, "mc").card.abilities
    assert ab.kind.value == "keyword" and ab.keyword.id == "exclusive" and ab.reminders
    assert _programs("mc", noted) == _programs("mc", plain)
    for race, equipped in (("錬金生物", True), ("ドラゴン", False)):
        r = _mc_equip(noted, race)
        names = [c.name for c in r.main.final.players["A"].zones["field.r2"]]
        assert ("錬金の核" in names) == equipped
        assert ("12.2.8.7" if equipped else "15.4.3.2") in r.decided_by
        assert not [w for w in r.main.warnings if w.kind == "unsupported"]


def _mc_resolve(text: str, race: str, attack: int, defense: int | None = None) -> list[str]:
    from ruling.resolve import check_expect

    more = f", 竜.defense: {defense}" if defense is not None else ""
    return check_expect(
        resolve(
            loads(f"""
game: mc
title: a bare effect on a unit
turn: {{player: A, number: 6, phase: main, first_player: A}}
players:
  A:
    deck: 20
    field:
      c1: [{{name: 本陣, type: terrain, hq: true}}]
      c2:
        - {{name: 平原, type: terrain, limit: 6}}
        - {{name: 竜, type: unit, level: 1, attack: 2, defense: 3, race: {race}}}
  B:
    deck: 20
    field:
      c4: [{{name: 本陣, type: terrain, hq: true}}]
actions:
  - {{do: resolve_text, player: A, text: "{text}", target: 竜}}
expect:
  state: {{竜.attack: {attack}{more}}}
""")
        )
    )


def test_mc_a_stat_change_printed_without_its_colon_on_a_board() -> None:
    # 4.1.10's example 「対象に「攻撃力+3」&「防御力+3」を付与する。」: the same grant as with the
    # colon (10.14.2), under its 「対象が…の場合、」 condition (4.7.5)
    text = "対象が「種族:ドラゴンorレプタイル」の場合、対象に「攻撃力+3」&「防御力+3」を付与する。"
    colon = text.replace("力+", "力:+")
    for t in (text, colon):
        assert _mc_resolve(t, "ドラゴン", 5) == []
        assert _mc_resolve(t, "ゴブリン", 2) == []
        assert _mc_resolve(t, "ドラゴン", 2) != []  # the expectation can fail


def test_mc_values_changed_to_the_targets_other_values() -> None:
    # 4.6.8's example 『対象を「攻撃力:対象の防御力」&「防御力:対象の攻撃力」に変更する。』: both read
    # first, each changed as ±n (4.6.4): attack 2 / defence 3 becomes 3 / 2
    text = "対象を「攻撃力:対象の防御力」&「防御力:対象の攻撃力」に変更する。"
    assert _mc_resolve(text, "ドラゴン", 3, 2) == []
    assert _mc_resolve(text, "ドラゴン", 3, 3) != []  # not read one after the other
    one = "対象を「攻撃力:対象の防御力」に変更する。"
    assert _mc_resolve(one, "ドラゴン", 3, 3) == []
