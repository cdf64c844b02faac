"""VG card-text constructions of round 16, fourth helper (s12vg; issue 12: recurring card
language, not one card's wording), each on a minimal text of its own and a board
(docs/cardtext.md, "VG round 16, fourth helper")."""

from __future__ import annotations

import pytest

from tests.ruling.boards import rejection, setup_ruling


def _compiled(text: str, kind: str = "ノーマルユニット") -> list:
    from ruling import abilities as A
    from ruling.rules import get_game

    get_game("vg")  # registers the Vanguard compiler
    return list(A._abilities("vg", text, kind))


# ------------------------------------------------------------------ deck-construction texts (8.1.3)


@pytest.mark.parametrize(
    ("text", "n", "name"),
    [
        ("【永】：このユニットはデッキに４枚までしか入れられない。", 4, None),
        ("【永】：このユニットはデッキに２枚しか入れられない。", 2, None),
        ("【永】：このカードはデッキに１枚だけ入れられる。", 1, None),
        ("【永】：「竜」はデッキに２枚までしか入れられない。", 2, "竜"),
        ("【永】：「竜」はデッキに１枚だけ入れられる。", 1, "竜"),
    ],
)
def test_deck_construction_texts_compile_8_1_3(text: str, n: int, name: str | None) -> None:
    """「N枚だけ入れられる」 and 「N枚(まで)しか入れられない」 (the grammar: しか after a count with
    まで, before a negative, is ``only``) say the same: at most N; by name, or for this card."""
    (ab,) = _compiled(text)
    assert ab.supported, ab.reason
    (op,) = ab.program.steps
    assert (op.verb, op.n, op.name) == ("deck_limit", n, name)
    assert (op.target is None) == (name is not None)


@pytest.mark.parametrize(
    "text",
    [
        "【永】：このユニットはデッキに入れられない。",  # no count: not a copy limit
        "【永】：このユニットはデッキに２回しか入れられない。",  # not a number of cards
        "【永】：このユニットはデッキに２枚までしか入れられる。",  # しか before a positive
        "【永】：このユニットは手札に２枚までしか入れられない。",  # not the deck
    ],
)
def test_other_deck_texts_stay_refused(text: str) -> None:
    (ab,) = _compiled(text)
    assert not ab.supported and ab.reason


ONLY_TWO = "【永】：このユニットはデッキに２枚までしか入れられない。"


def _deck(spec: str) -> str:
    return f"  A: {{deck: [{spec}]}}\n  B: {{deck: 50}}"


def _setup(spec: str):  # noqa: ANN202 - a ruling
    return setup_ruling("vg", _deck(spec), "{do: game_setup, first: A}")


def test_this_card_limit_counts_its_collector_number_8_1_9() -> None:
    """「このユニットはデッキに２枚までしか入れられない」: the cards of its collector number (8.1.9)
    at most 2 (8.1.3 replacing 8.1.5's 4) — 3 of them refused at 8.2.1.1; 2 of them and 2 of
    the same name under another number (no such text) accepted, the name's 4 of 8.1.5 met."""
    r = _setup(f'{{name: 盾, id: X-01/001, text: "{ONLY_TWO}", count: 3}}, 47')
    assert "3枚（カードのテキストにより2枚まで）" in rejection(r)
    assert {"8.1.3", "8.1.9"} <= set(r.main.decided_by)
    ok = _setup(
        f'{{name: 盾, id: X-01/001, text: "{ONLY_TWO}", count: 2}},'
        " {name: 盾, id: X-01/002, count: 2}, 46"
    )
    assert not ok.main.rejected
    five = _setup(
        f'{{name: 盾, id: X-01/001, text: "{ONLY_TWO}", count: 2}},'
        " {name: 盾, id: X-01/002, count: 3}, 45"
    )
    assert "「盾」のカードが5枚" in rejection(five)  # 8.1.5 still counts the name


def test_this_card_limit_without_collector_number_is_an_assumption() -> None:
    """A card given without its collector number: the cards of the same name and text are taken
    as of one number, and the ruling says so (8.1.9) — 3 refused, 2 accepted with the
    assumption stated."""
    r = _setup(f'{{name: 盾, text: "{ONLY_TWO}", count: 3}}, 47')
    assert "同じカード名とテキスト" in rejection(r)
    ok = _setup(f'{{name: 盾, text: "{ONLY_TWO}", count: 2}}, 48')
    assert not ok.main.rejected
    said = " ".join(w.ja for w in ok.main.warnings if w.kind == "assumption")
    assert "同じコレクション番号のカードとしました" in said
    numbered = _setup(f'{{name: 盾, id: X-01/001, text: "{ONLY_TWO}", count: 2}}, 48')
    assert not any("コレクション番号" in w.ja for w in numbered.main.warnings)


def test_four_copies_by_the_text_is_the_rules_four() -> None:
    """「４枚までしか入れられない」 on a card: 4 copies accepted, 5 refused (by the text and by 8.1.5
    alike)."""
    text = "【永】：このユニットはデッキに４枚までしか入れられない。"
    assert not _setup(f'{{name: 盾, id: X-01/001, text: "{text}", count: 4}}, 46').main.rejected
    r = _setup(f'{{name: 盾, id: X-01/001, text: "{text}", count: 5}}, 45')
    assert "5枚（カードのテキストにより4枚まで）" in rejection(r)


# ------------------------------------------------------------------ 「…ヒットしなかったバトル終了時」

ATTACK_VG = "  - {do: attack, attacker: left_front, target: vanguard}"
ATTACK_RG = "  - {do: attack, attacker: left_front, target: right_front}"
STRONG = "{name: 騎士, grade: 3, power: 30000}"
WEAK = "{name: 騎士, grade: 3, power: 5000}"
BOOSTER = '{name: 弓兵, type: normal, grade: 1, power: 8000, skills: [boost], text: "TEXT"}'
BOOST = "  - {do: attack, attacker: left_front, target: vanguard, boost: left_back}"


@pytest.mark.parametrize(
    ("text", "opponent", "draws"),
    [
        # did not hit (10.7.1.7): the power 10000 against 30000
        ("このユニットのアタックがヒットしなかったバトル終了時", STRONG, True),
        ("このユニットのアタックがヒットしなかったバトル終了時", WEAK, False),
        # the positive: hit (10.7.1.6)
        ("このユニットのアタックがヒットしたバトル終了時", WEAK, True),
        ("このユニットのアタックがヒットしたバトル終了時", STRONG, False),
    ],
)
def test_battle_end_by_whether_the_attack_hit_10_8_1_1(
    text: str, opponent: str, draws: bool
) -> None:
    """「このユニットのアタックがヒットしなかったバトル終了時、１枚引く」: at the close step of the
    battle this unit attacked in (10.8.1.1), when its attack did not hit (10.7.1.7); 「ヒット
    した」 the reverse (10.7.1.6)."""
    from tests.ruling.boards import unsupported
    from tests.ruling.boards import zone_names as zone
    from tests.ruling.test_vg_constructions import run

    full = f"【自】【(R)】：{text}、１枚引く。"
    r = run(full, actions=ATTACK_VG, opponent=opponent)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == (["山1"] if draws else [])
    if draws:
        said = {c for s in r.main.trace.steps for c in s.clauses}
        assert "10.8.1.1" in said


def test_battle_end_not_hit_on_a_vanguard_10_7_1_6_1() -> None:
    """「このユニットのアタックがヴァンガードにヒットしなかったバトル終了時」: a hit on a rear-guard
    is no hit on a vanguard (10.7.1.6.1) — it triggers; a hit on the vanguard does not; a miss
    on the vanguard does."""
    from tests.ruling.boards import unsupported
    from tests.ruling.boards import zone_names as zone
    from tests.ruling.test_vg_constructions import run

    text = "【自】【(R)】：このユニットのアタックがヴァンガードにヒットしなかったバトル終了時、１枚引く。"
    rg = run(text, actions=ATTACK_RG)
    assert not unsupported(rg) and zone(rg, "B", "drop") == ["槍兵"]
    assert zone(rg, "A", "hand") == ["山1"]
    vg = run(text, actions=ATTACK_VG, opponent=WEAK)
    assert not unsupported(vg) and zone(vg, "B", "damage") != []
    assert zone(vg, "A", "hand") == []
    miss = run(text, actions=ATTACK_VG, opponent=STRONG)
    assert zone(miss, "A", "hand") == ["山1"]


def test_battle_end_of_the_attack_this_unit_boosted() -> None:
    """「このユニットがブーストしたアタックがヒットしなかったバトル終了時」: the booster's (10.4.1.12)
    — 10000 + 8000 against 30000 does not hit: the booster's ability draws; against 13000 it
    hits: no draw. The attacker's own not-hit does not make a non-booster's ability trigger."""
    from tests.ruling.boards import unsupported
    from tests.ruling.boards import zone_names as zone
    from tests.ruling.test_vg_constructions import run

    text = "【自】【(R)】：このユニットがブーストしたアタックがヒットしなかったバトル終了時、１枚引く。"
    booster = "left_back: " + BOOSTER.replace("TEXT", text)
    miss = run("", actions=BOOST, extra=booster, opponent=STRONG)
    assert not unsupported(miss) and zone(miss, "A", "hand") == ["山1"]
    hit = run("", actions=BOOST, extra=booster)
    assert not unsupported(hit) and zone(hit, "A", "hand") == []
    alone = run("", actions=ATTACK_VG, extra=booster, opponent=STRONG)  # it did not boost
    assert zone(alone, "A", "hand") == []


def test_a_battle_described_by_another_event_stays_refused() -> None:
    """A battle described by an event the runtime does not read at its end stays refused."""
    (ab,) = _compiled("【自】【(R)】：このユニットが登場したバトル終了時、１枚引く。")
    assert not ab.supported and ab.reason


# ------------------------------------------------------------------ 「同じ縦列のあなたのユニットが…なら」


def _column_board(text: str, extra: str, name: str = "剣士") -> int:
    """The power of the unit with ``text`` (named ``name``, at left_front) in the stand phase."""
    from ruling.resolve import resolve
    from ruling.scenario import loads
    from tests.ruling.boards import unsupported, vg_card_board
    from tests.ruling.test_vg_constructions import value

    src = vg_card_board(text, "  - {do: stand_phase}", extra=extra, damage="[]")
    r = resolve(loads(src.replace("name: 剣士", f"name: {name}"), "t.yaml"))
    assert not unsupported(r)
    return value(r, "power")


DRAGON_BEHIND = "left_back: {name: 竜騎, type: normal, grade: 1, power: 8000}"
ARCHER_BEHIND = "left_back: {name: 弓兵, type: normal, grade: 1, power: 8000}"
DRAGON_ASIDE = "right_back: {name: 竜騎, type: normal, grade: 1, power: 8000}"


@pytest.mark.parametrize(
    "said",
    ["同じ縦列の", "このユニットと同じ縦列の"],
)
def test_a_unit_of_the_column_contains_a_name_4_9_1_1(said: str) -> None:
    """「同じ縦列のあなたのユニットが「竜」を含むなら、このユニットのパワー＋3000」: the unsaid card
    of 「同じ縦列の」 is this unit (11.8.5.3), as 「このユニットと同じ縦列の」; the units of that
    column (4.9.1.1) — one of them contains 「竜」: 竜騎 behind it, +3000; 弓兵 behind it, or 竜騎
    in another column, none (before, every unit of the column had to, this one included, so the
    text never applied on a unit whose name lacks it)."""
    text = f"【永】【(R)】：{said}あなたのユニットが「竜」を含むなら、このユニットのパワー＋3000。"
    assert _column_board(text, DRAGON_BEHIND) == 13000
    assert _column_board(text, ARCHER_BEHIND) == 10000
    assert _column_board(text, DRAGON_ASIDE) == 10000
    assert _column_board(text, "") == 10000


def test_the_unit_itself_is_of_its_column() -> None:
    """The column holds this unit too (4.9.1.1; cards and rules exclude it with 「他の」, 14.46.1):
    竜剣士 alone in its column meets 「同じ縦列のあなたのユニットが「竜」を含むなら」; with 「他の」
    it does not, and 竜騎 behind it does."""
    text = (
        "【永】【(R)】：同じ縦列のあなたのユニットが「竜」を含むなら、このユニットのパワー＋3000。"
    )
    assert _column_board(text, "", name="竜剣士") == 13000
    other = text.replace("あなたのユニット", "あなたの他のユニット")
    assert _column_board(other, "", name="竜剣士") == 10000
    assert _column_board(other, DRAGON_BEHIND, name="竜剣士") == 13000


def test_every_unit_of_the_column_with_subete() -> None:
    """「同じ縦列のあなたのユニットすべてが「竜」を含むなら」: every one (すべて), this one too —
    剣士 lacks it: never; 竜剣士 with 竜騎 behind it: +3000; with 弓兵: none."""
    text = "【永】【(R)】：同じ縦列のあなたのユニットすべてが「竜」を含むなら、このユニットのパワー＋3000。"
    assert _column_board(text, DRAGON_BEHIND) == 10000
    assert _column_board(text, DRAGON_BEHIND, name="竜剣士") == 13000
    assert _column_board(text, ARCHER_BEHIND, name="竜剣士") == 10000


def test_the_unsaid_column_in_an_effect_and_a_trigger() -> None:
    """「同じ縦列のあなたのリアガードすべてのパワー＋3000」: this unit's column (11.8.5.3) — 竜騎
    behind it gets +3000, 竜騎 in another column does not."""
    from tests.ruling.test_vg_constructions import run, value

    text = "【永】【(R)】：同じ縦列のあなたのリアガードすべてのパワー＋3000。"
    r = run(text, extra=DRAGON_BEHIND)
    assert value(r, "power", where="field.left_back") == 11000
    aside = run(text, extra=DRAGON_ASIDE)
    assert value(aside, "power", where="field.right_back") == 8000


# ------------------------------------------------------------------ 「…の能力で選ばれた時」

PICKER = (
    '{name: 竜, type: normal, grade: 3, power: 13000, text: "【起】【(V)】：あなたのリアガードを'
    '１枚選び、そのターン中、パワー＋5000。"}'
)
USE_VG = "  - {do: main_phase, actions: [{do: activate, card: 竜}]}"
OTHER_RG = "right_back: {name: 弓兵, type: normal, grade: 1, power: 8000}"


def _pick(name: str) -> str:
    return f"choices:\n  - {{player: A, choose: {name}}}"


def test_chosen_by_the_vanguards_ability_7_50_1() -> None:
    """「このユニットがあなたのヴァンガードの能力で選ばれた時、１枚引く」: an effect chose it
    (7.50.1, 11.8.4) — the vanguard's ability chooses 剣士: it draws; chooses 弓兵: it does not."""
    from tests.ruling.boards import unsupported
    from tests.ruling.boards import zone_names as zone
    from tests.ruling.test_vg_constructions import run

    text = "【自】【(R)】：このユニットがあなたのヴァンガードの能力で選ばれた時、１枚引く。"
    r = run(text, actions=USE_VG, vanguard=PICKER, extra=OTHER_RG, choices=_pick("剣士"))
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    said = {c for s in r.main.trace.steps for c in s.clauses}
    assert "7.50.1" in said
    other = run(text, actions=USE_VG, vanguard=PICKER, extra=OTHER_RG, choices=_pick("弓兵"))
    assert not unsupported(other) and zone(other, "A", "hand") == []


def test_chosen_by_a_rearguards_ability_is_not_the_vanguards() -> None:
    """The same text: a rear-guard's ability choosing it is not 「ヴァンガードの能力で」 — no draw;
    「このユニットが選ばれた時」 (by any means) draws."""
    from tests.ruling.boards import unsupported
    from tests.ruling.boards import zone_names as zone
    from tests.ruling.test_vg_constructions import run

    picker = (
        'right_back: {name: 弓兵, type: normal, grade: 1, power: 8000, text: "【起】【(R)】：'
        'あなたのリアガードを１枚選び、そのターン中、パワー＋5000。"}'
    )
    use = "  - {do: main_phase, actions: [{do: activate, card: 弓兵}]}"
    text = "【自】【(R)】：このユニットがあなたのヴァンガードの能力で選ばれた時、１枚引く。"
    r = run(text, actions=use, extra=picker, choices=_pick("剣士"))
    assert not unsupported(r) and zone(r, "A", "hand") == []
    anyhow = "【自】【(R)】：このユニットが選ばれた時、１枚引く。"
    r2 = run(anyhow, actions=use, extra=picker, choices=_pick("剣士"))
    assert not unsupported(r2) and zone(r2, "A", "hand") == ["山1"]


def test_chosen_this_turn_as_a_condition() -> None:
    """「このターンに、このユニットがあなたのヴァンガードの能力で選ばれているなら、１枚引く」 at
    its attack: the turn's record read as the trigger would (history) — chosen by the vanguard's
    ability before: a draw; the other unit chosen: none."""
    from tests.ruling.boards import unsupported
    from tests.ruling.boards import zone_names as zone
    from tests.ruling.test_vg_constructions import run

    text = (
        "【自】【(R)】：このユニットがアタックした時、このターンに、このユニットがあなたの"
        "ヴァンガードの能力で選ばれているなら、１枚引く。"
    )
    attack = USE_VG + "\n  - {do: attack, attacker: left_front, target: vanguard}"
    r = run(text, actions=attack, vanguard=PICKER, extra=OTHER_RG, choices=_pick("剣士"))
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    no = run(text, actions=attack, vanguard=PICKER, extra=OTHER_RG, choices=_pick("弓兵"))
    assert not unsupported(no) and zone(no, "A", "hand") == []


# ------------------------------------------------------------------ 「…で【ディヴァインスキル】を使っているなら」

DIVINE_VG = (
    '{name: 竜, type: normal, grade: 3, power: 13000, text: "【ディヴァインスキル】－【起】【(V)】：'
    'そのターン中、このユニットのパワー＋5000。"}'
)
DIVINE_IN_BATTLE = (
    '{name: 竜, type: normal, grade: 3, power: 13000, text: "【ディヴァインスキル】－【自】【(V)】：'
    'あなたのリアガードがアタックした時、そのターン中、このユニットのパワー＋5000。"}'
)
PLAIN_VG = "{name: 竜, type: normal, grade: 3, power: 13000}"


@pytest.mark.parametrize("since", ["このファイトで", "このターンに"])
def test_divine_skill_used_12_3_3_2(since: str) -> None:
    """「このファイトで / このターンにあなたが【ディヴァインスキル】を使っているなら、１枚引く」: the
    use 12.3.3.2 records — the vanguard's Divine Skill played and resolved first: a draw; not
    played: none."""
    from tests.ruling.boards import unsupported
    from tests.ruling.boards import zone_names as zone
    from tests.ruling.test_vg_constructions import run

    text = f"【起】【(R)】：{since}あなたが【ディヴァインスキル】を使っているなら、１枚引く。"
    both = "  - {do: main_phase, actions: [{do: activate, card: 竜}, {do: activate, card: 剣士}]}"
    r = run(text, actions=both, vanguard=DIVINE_VG)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    said = {c for s in r.main.trace.steps for c in s.clauses}
    assert "12.3.3.2" in said
    alone = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
    no = run(text, actions=alone, vanguard=DIVINE_VG)
    assert not unsupported(no) and zone(no, "A", "hand") == []


def test_divine_skill_used_in_this_battle() -> None:
    """「このバトルであなたが【ディヴァインスキル】を使っているなら」 at this unit's battle's end:
    the vanguard's Divine Skill resolved in that battle: a draw; resolved in the main phase
    before it: none (this turn, but not this battle)."""
    from tests.ruling.boards import unsupported
    from tests.ruling.boards import zone_names as zone
    from tests.ruling.test_vg_constructions import run

    text = (
        "【自】【(R)】：このユニットがアタックしたバトル終了時、このバトルであなたが"
        "【ディヴァインスキル】を使っているなら、１枚引く。"
    )
    attack = "  - {do: attack, attacker: left_front, target: vanguard}"
    r = run(text, actions=attack, vanguard=DIVINE_IN_BATTLE)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    before = "  - {do: main_phase, actions: [{do: activate, card: 竜}]}\n" + attack
    no = run(text, actions=before, vanguard=DIVINE_VG)
    assert not unsupported(no) and zone(no, "A", "hand") == []
    never = run(text, actions=attack, vanguard=PLAIN_VG)
    assert zone(never, "A", "hand") == []


def test_a_use_of_another_ability_stays_refused() -> None:
    """Another ability named (「【ストライクショット】能力を使っているなら」) or no period: refused."""
    for text in (
        "【自】【(V)】：このユニットがアタックした時、あなたが【ディヴァインスキル】を使っているなら、１枚引く。",
        "【自】【(V)】：このユニットがアタックした時、このターンにあなたが【ストライクショット】能力を"
        "使っているなら、１枚引く。",
    ):
        (ab,) = _compiled(text)
        assert not ab.supported and ab.reason


# ------------------------------------------------------------------ 「このユニットと同名のカードの能力で」


@pytest.mark.parametrize(("caller", "draws"), [("新兵", True), ("弓兵", False)])
def test_appeared_by_an_ability_of_a_card_of_its_name_12_6_1(caller: str, draws: bool) -> None:
    """「このユニットがこのユニットと同名のカードの能力で(R)に登場した時、１枚引く」: the names
    compared (12.6.1) are the calling card's — a 新兵 on the field calls the 新兵 in the hand: a
    draw; a 弓兵 calling it: none."""
    from tests.ruling.boards import unsupported
    from tests.ruling.boards import zone_names as zone
    from tests.ruling.test_vg_constructions import run

    text = "【自】：このユニットがこのユニットと同名のカードの能力で(R)に登場した時、１枚引く。"
    hand = f'[{{name: 新兵, type: normal, grade: 1, text: "{text}"}}]'
    call = "【起】【(R)】：あなたの手札から１枚選び、(R)にコールする。"
    extra = f'right_back: {{name: {caller}, type: normal, grade: 1, power: 8000, text: "{call}"}}'
    use = f"  - {{do: main_phase, actions: [{{do: activate, card: {caller}}}]}}"
    pick = "choices:\n  - {player: A, choose: 新兵}\n  - {player: A, at: circle, choose: left_back}"
    r = run("", actions=use, hand=hand, extra=extra, choices=pick)
    assert not unsupported(r) and zone(r, "A", "field.left_back") == ["新兵"]
    assert zone(r, "A", "hand") == (["山1"] if draws else [])


# ------------------------------------------------------------------ 「…し、Aしていて、Bなら、…」


def test_te_joined_conditions_inside_a_sentence() -> None:
    """「１枚引き、このターンに、このユニットが(R)に登場していて、あなたがドライブチェックしていない
    なら、１枚引く」: the clauses in 「…していて、」 before 「…なら」 are that condition's (both, the
    time each one's; before, the grammar left 「登場して」 a step of its own and the text was
    refused) — called this turn: two cards drawn; on the field from before: one."""
    from tests.ruling.boards import unsupported
    from tests.ruling.boards import zone_names as zone
    from tests.ruling.test_vg_constructions import run

    text = (
        "【起】【(R)】：１枚引き、このターンに、このユニットが(R)に登場していて、"
        "あなたがドライブチェックしていないなら、１枚引く。"
    )
    hand = f'[{{name: 新兵, type: normal, grade: 1, text: "{text}"}}]'
    called = (
        "  - {do: main_phase, actions: [{do: call, card: 新兵, circle: left_back},"
        " {do: activate, card: 新兵}]}"
    )
    r = run("", actions=called, hand=hand)
    assert not unsupported(r) and sorted(zone(r, "A", "hand")) == ["山1", "山2"]
    there = f'left_back: {{name: 新兵, type: normal, grade: 1, text: "{text}"}}'
    use = "  - {do: main_phase, actions: [{do: activate, card: 新兵}]}"
    r2 = run("", actions=use, extra=there)
    assert not unsupported(r2) and zone(r2, "A", "hand") == ["山1"]


def test_changed_by_this_effect_as_a_te_joined_condition() -> None:
    """「この効果で＋10000していて、…なら、さらに…」: 「していて」 is 「した」 (the change this effect
    made, 11.3.1.3.3) joined to the next condition: compiled as both."""
    (ab,) = _compiled(
        "【自】【(R)】：このユニットがアタックした時、そのバトル中、このユニットのパワー＋5000。"
        "相手のヴァンガードがグレード３以上なら、＋5000ではなく＋10000。この効果で＋10000していて、"
        "あなたの手札が３枚以上なら、さらに１枚引く。"
    )
    assert ab.supported, ab.reason
    draw = ab.program.steps[-1]
    assert draw.verb == "draw" and draw.cond is not None and draw.cond.what == "and"
    assert [p.what for p in draw.cond.parts] == ["changed", "count"]


# ------------------------------------------------------------------ 「それがそのターンのN回目以降のバトルなら」


def test_it_is_the_nth_battle_of_that_turn_10_3_1_3() -> None:
    """「このユニットがアタックした時、それがそのターンの２回目以降のバトルなら、１枚引く」: 「それ」
    said to be a battle is the battle in progress (the one the attack began), 「そのターン」 its
    turn — counted among this turn's battles (10.3.1.3) as 「このバトルが…」: the rear-guard's
    attack after the vanguard's draws; its first does not."""
    from tests.ruling.boards import unsupported
    from tests.ruling.boards import zone_names as zone
    from tests.ruling.test_vg_constructions import ATTACK, run

    text = "【自】【(R)】：このユニットがアタックした時、それがそのターンの２回目以降のバトルなら、１枚引く。"
    second = run(text, actions="  - {do: attack, attacker: vanguard, target: vanguard}\n" + ATTACK)
    assert not unsupported(second) and "山2" in zone(second, "A", "hand")
    first = run(text, actions=ATTACK)
    assert not unsupported(first) and "山1" not in zone(first, "A", "hand")
