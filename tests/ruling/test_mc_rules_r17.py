"""Monster Collection (mc): operative clauses the engine did not cite before round 17 (session
12, coverage pass), each on a minimal case of its own; expectations derived by hand from the
rules text (kb/sources/mc.txt, Version 2.09), the clause quoted in each test."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario, mc_self_harm_area, problems


def _decided(text: str) -> tuple[str, ...]:
    return tuple(resolve(loads(text)).main.decided_by)


def _checked(text: str) -> tuple[str, ...]:
    """The clauses deciding ``text``'s ruling, once its expectations are checked (none fails)."""
    assert problems(text) == []
    return _decided(text)


# a ● [自軍ターン] ability of A's 兵 (defence 3) that deals 1 damage to itself at the moment %s;
# the phase action %s; the damage expected %s
_PHASE_END = mc_scenario(
    title="●[自軍ターン] at the end of a phase",
    turn="{player: A, number: 7, phase: %s}",
    a=mc_self_harm_area("%s"),
    rest="""\
actions:
  - {do: %s}
ask: [兵.damage]
expect:
  state: {兵.damage: %d}
""",
)


def test_main_phase_end_trigger() -> None:
    """7.3.5 「進軍側が通常プレイステップをパスすることで、「メインフェイズ終了時」の誘発条件が発生
    します」: the ● ability waits and is played at 7.3.6's check step — 1 damage."""
    text = _PHASE_END % ("hand1", "メインフェイズ終了時", "main_phase", 1)
    assert problems(text) == []
    # a [自軍ターン] ability, on its owner's turn (10.9.10 「[自軍ターン]の能力は、進軍側のときだけ
    # 効果が発揮され…」)
    assert {"7.3.5", "10.9.10"} <= set(_decided(text))
    # the start of the phase is another moment: the main phase's end is not its start
    assert "7.3.5" not in _decided(_PHASE_END % ("hand1", "メインフェイズ開始時", "main_phase", 1))


def test_summon_phase_end_trigger() -> None:
    """7.4.6 「進軍側がプレイステップを放棄したら、「普通召喚フェイズ終了時」の誘発条件が発生します」."""
    text = _PHASE_END % ("main", "普通召喚フェイズ終了時", "summon_phase", 1)
    assert "7.4.6" in _checked(text)


def test_summon_phase_end_trigger_not_at_the_main_phase_end() -> None:
    """The moment is the summon phase's end (7.4.6), not the main phase's (7.3.5): nothing at
    the end of the main phase."""
    text = _PHASE_END % ("hand1", "普通召喚フェイズ終了時", "main_phase", 0)
    assert problems(text) == []


def test_a_main_phase_closed_by_the_summon_phase_raises_its_end() -> None:
    """A situation given in the middle of the main phase, then the summon phase: the main phase
    ends first (7.3.5, 7.3.6), its 「メインフェイズ終了時」 raised."""
    text = _PHASE_END % ("main", "メインフェイズ終了時", "summon_phase", 1)
    assert "7.3.5" in _checked(text)


def test_hand_adjustment_phase_end_triggers() -> None:
    """7.2.6 「«第1手札調整フェイズ終了時」または「手札調整フェイズ終了時」で示されている誘発条件が
    発生します」 and 7.5.6 (the second phase's): 「手札調整フェイズ終了時」 is met at either,
    「第2手札調整フェイズ終了時」 at the second only."""
    first = _PHASE_END % ("end", "手札調整フェイズ終了時", "hand_phase", 1)
    assert "7.2.6" in _checked(first)
    second = (_PHASE_END % ("summon", "手札調整フェイズ終了時", "hand_phase", 1)).replace(
        "{do: hand_phase}", "{do: hand_phase, which: 2}"
    )
    assert "7.5.6" in _checked(second) and "7.2.6" not in _decided(second)
    only_second = _PHASE_END % ("end", "第2手札調整フェイズ終了時", "hand_phase", 0)
    assert problems(only_second) == []


# A's 騎兵 (attack 2, defence 3) advances into B's 門番 (attack 1, defence 4); A's die 5, B's 2:
# A attacks first. %s: 騎兵's text, %s: 門番's text, then the zones expected of 門番 and 騎兵
_BATTLE = mc_scenario(
    title="● [戦闘] at the end of a battle timing",
    turn="{player: A, number: 5, phase: main}",
    a=mc_area(
        "c2", "平原", 8, '{name: 騎兵, type: unit, level: 2, attack: 2, defense: 3, text: "%s"}'
    ),
    b=mc_area(
        "c3", "森", 6, '{name: 門番, type: unit, level: 2, attack: 1, defense: 4, text: "%s"}'
    ),
    rest="""\
actions:
  - {do: advance, units: [騎兵], to: c3, dice: {A: 5, B: 2}}
ask: [門番.zone, 騎兵.zone]
expect:
  state: {門番.zone: %s, 騎兵.zone: %s}
""",
)


def _grant(moment: str, n: int) -> str:
    return f"●[戦闘]奮起\\n〈発揮:{moment}/対象:このユニット〉\\n対象に「攻撃力:+{n}」を付与する。"


def test_initiative_timing_end_trigger() -> None:
    """8.3.4.10 「「イニシアチブ決定タイミング終了時」で示される誘発条件が発生します」: 騎兵's +2
    is granted before the first normal timing — its attack of 4 kills 門番 (defence 4)."""
    text = _BATTLE % (_grant("イニシアチブ決定タイミング終了時", 2), "", "B.discard", "A.field.c3")
    assert "8.3.4.10" in _checked(text)


def test_first_normal_timing_end_trigger() -> None:
    """8.3.5.10 「「先攻普通タイミング終了時」で示される誘発条件が発生します」: 門番 (second side)
    survives 騎兵's 2, gets +3 at the first normal timing's end and attacks with 4 in the second
    normal timing: 騎兵 (defence 3) dies."""
    text = _BATTLE % ("", _grant("先攻普通タイミング終了時", 3), "B.field.c3", "A.discard")
    assert "8.3.5.10" in _checked(text)


def test_second_normal_timing_end_trigger() -> None:
    """8.3.6.10 「「後攻普通タイミング終了時」で示される誘発条件が発生します」: the +3 comes after
    門番's attack — too late, 騎兵 survives (attack 1 on defence 3) and, 門番 still there, goes
    back whence it came (a failed advance, 12.2.5.2.1)."""
    text = _BATTLE % ("", _grant("後攻普通タイミング終了時", 3), "B.field.c3", "A.field.c2")
    assert "8.3.6.10" in _checked(text)


def _order(text: str, *marks: str) -> list[int]:
    """The index of the first trace step citing each of ``marks`` (a clause id), or of the
    first move when the mark is ``move``."""
    steps = resolve(loads(text)).main.trace.steps
    out = []
    for m in marks:
        hit = [
            s.index
            for s in steps
            if (s.event == "move" and m == "move")
            or (m != "move" and m in s.clauses and s.event == "check_timing")
        ]
        assert hit, m
        out.append(hit[0])
    return out


_SUMMON = mc_scenario(
    title="a normal summon's check steps",
    turn="{player: A, number: 7, phase: summon}",
    a_top="    deck: 20\n    hand:\n"
    "      - {name: 小鬼, type: unit, level: 1, attack: 1, defense: 1}\n"
    "      - {name: 短剣, type: item}\n",
    a=mc_area(
        "c2", "平原", 8, "{name: 戦士, type: unit, level: 1, attack: 1, defense: 2, item_slots: 1}"
    ),
    rest="""\
actions:
  - {do: %s}
ask: [%s.zone]
expect:
  state: {%s.zone: %s}
""",
)


def test_a_summons_check_steps() -> None:
    """12.2.7.4.2 / 12.2.7.4.6 / 12.2.7.4.10 「チェックステップが発生します」: after the
    declaration, after the cost is declared, and after the unit card is placed (12.2.7.4.8),
    in that order; then the summon ends (12.2.7.4.11)."""
    text = _SUMMON % ("summon, card: 小鬼, area: c1", "小鬼", "小鬼", "A.field.c1")
    assert problems(text) == []
    a, b, move, c = _order(text, "12.2.7.4.2", "12.2.7.4.6", "move", "12.2.7.4.10")
    assert a < b < move < c
    assert "12.2.7.4.11" in resolve(loads(text)).main.trace.steps[c].clauses


def test_an_equipments_check_steps() -> None:
    """12.2.8.2 after the declaration (12.2.8.1), 12.2.8.8 after the item is put on the unit
    (12.2.8.7); then the equipping ends (12.2.8.10)."""
    text = _SUMMON % ("equip, card: 短剣, unit: 戦士", "短剣", "短剣", "A.field.c2")
    assert problems(text) == []
    a, move, b = _order(text, "12.2.8.2", "move", "12.2.8.8")
    assert a < move < b


def test_a_terrain_placements_check_steps() -> None:
    """The declaration (12.1.1.2.1), 12.1.1.2.4 after its triggers (12.1.1.2.3), 12.1.1.2.9 after the terrain
    is placed (12.1.1.2.7) and its 「この地形配置時」 triggers (12.1.1.2.8)."""
    text = _SUMMON.replace("phase: summon", "phase: main").replace(
        "{name: 短剣, type: item}", "{name: 荒野, type: terrain, limit: 6}"
    ) % ("place_terrain, card: 荒野, area: c3", "荒野", "荒野", "A.field.c3")
    assert problems(text) == []
    a, move, b = _order(text, "12.1.1.2.4", "move", "12.1.1.2.9")
    assert a < move < b
    # the action is the declaration (12.1.1.2.1 「地形を配置することを宣言します」), first
    decl = [s for s in resolve(loads(text)).main.trace.steps if "12.1.1.2.1" in s.clauses]
    assert decl and decl[0].event == "action" and decl[0].index < a


# B's 火蜥蜴 (defence 3) on c3 with the text %s, dealt 【火炎】4 by an effect, then %s
_FIRE = mc_scenario(
    title="「耐性:x」 held twice",
    turn="{player: A, number: 5, phase: main}",
    b=mc_area(
        "c3", "森", 6, '{name: 火蜥蜴, type: unit, level: 1, attack: 1, defense: 3, text: "%s"}'
    ),
    rest="""\
actions:
%s  - {do: damage, to: 火蜥蜴, amount: 4, attribute: 火炎}
ask: [火蜥蜴.zone]
expect:
  state: {火蜥蜴.zone: %s}
""",
)


def test_a_printed_resistance_is_in_force_from_the_summon() -> None:
    """13.1.7.3 「「耐性:x」はユニットカードがユニットとして戦場に召喚されたときから有効です」:
    the printed 「耐性:火炎」 keeps 火蜥蜴 alive through 【火炎】4 on a defence of 3 (13.1.7.1)."""
    text = _FIRE % ("「耐性:火炎」", "", "B.field.c3")
    assert "13.1.7.3" in _checked(text) and "13.1.7.6" not in _decided(text)


def test_a_resistance_held_twice_is_the_same_as_once() -> None:
    """13.1.7.6 「…同一の「ダメージ属性」…が含まれる場合でも、その複数持っている「x」の効果は変わり
    ありません」: 「耐性:火炎」 printed and on the worn 護符 (追加常備能力, 2.1.21.2) — the unit
    lives, as with one; damage of another attribute still kills it."""
    worn = '「耐性:火炎」"}\n        - {name: 護符, type: item, equipped_to: 火蜥蜴, text: "「耐性:火炎」'
    text = _FIRE % (worn, "", "B.field.c3")
    assert "13.1.7.6" in _checked(text)
    other = text.replace("attribute: 火炎}", "attribute: 電撃}").replace(
        "火蜥蜴.zone: B.field.c3", "火蜥蜴.zone: B.discard"
    )
    assert problems(other) == []


def test_a_printed_weakness_is_in_force_from_the_summon() -> None:
    """13.1.8.2 「「弱点:y (+nダメージ)」はユニットカードがユニットとして戦場に召喚されたときから
    有効です」: 【火炎】4 + 2 on 雪女 — printed 「弱点:火炎(+2ダメージ)」 — of defence 5 kills it."""
    text = _FIRE.replace("defense: 3", "defense: 5") % (
        "「弱点:火炎(+2ダメージ)」",
        "",
        "B.discard",
    )
    assert "13.1.8.2" in _checked(text)


# A's 剣士 (attack 3) and 弱兵 (attack %d, then modified by %d) advance into B's 盾兵 (defence 3)
_WEAK = mc_scenario(
    title="a negative attack",
    turn="{player: A, number: 5, phase: main}",
    a=mc_area(
        "c2",
        "平原",
        8,
        "{name: 剣士, type: unit, level: 2, attack: 3, defense: 3}",
        "{name: 弱兵, type: unit, level: 1, attack: %d, defense: 3}",
    ),
    b=mc_area("c3", "森", 6, "{name: 盾兵, type: unit, level: 2, attack: 0, defense: 3}"),
    rest="""\
actions:
  - {do: modify, card: 弱兵, stat: attack, amount: %d, source: 呪い}
  - {do: advance, units: [剣士, 弱兵], to: c3, dice: {A: 6, B: 1}, formation: {A: [剣士, 弱兵]}}
ask: [盾兵.zone]
expect:
  state: {盾兵.zone: B.discard}
""",
)


def test_a_positive_attack_made_negative_stays_negative() -> None:
    """4.6.1 「正の値が負の値になった場合、負の値は、そのまま負の数値として扱います」: 弱兵's attack
    1 − 3 is −2, a negative attack, which deals 0 (4.6.3): 3 + 0 = 3 kills 盾兵 (defence 3).
    An attack made 0 (1 − 1) is not negative: 4.6.1 is not read."""
    neg = _WEAK % (1, -3)
    assert {"4.6.1", "4.6.3"} <= set(_checked(neg))
    zero = _WEAK % (1, -1)
    assert "4.6.1" not in _checked(zero) and "4.6.3" in _decided(zero)


def test_several_deck_cards_move_one_at_a_time() -> None:
    """5.1.3.8 「山札のカードが複数枚同時に移動する場合、1枚ずつ移動を実行します」: replenishing 3
    moves the deck's top card three times (the deck 甲 乙 丙 丁 leaves 丁); replenishing 1 is
    one card, and 5.1.3.8 is not read."""
    text = mc_scenario(
        title="replenish",
        turn="{player: A, number: 5, phase: main}",
        a_top="    deck: [{name: 甲}, {name: 乙}, {name: 丙}, {name: 丁}]\n    hand: 0\n",
        rest="""\
actions:
  - {do: replenish, player: A, amount: %d}
ask: [A.deck]
expect:
  state: {A.deck: %s}
""",
    )
    three = text % (3, "[丁]")
    assert problems(three) == []
    moves = [s for s in resolve(loads(three)).main.trace.steps if s.event == "move"]
    assert len(moves) == 3 and all("5.1.3.8" in s.clauses for s in moves)
    one = text % (1, "[乙, 丙, 丁]")
    assert "5.1.3.8" not in _checked(one)


def test_a_party_of_one_is_its_own_front_row() -> None:
    """8.3.3.3 「パーティのユニットが1体だけの場合、そのユニットは「最前列」かつ「最後列」です」:
    門番, alone, takes the whole attack damage as the front row (9.3, 8.3.3.2) — 騎兵's 2 on
    its defence 4; in a party of two, 門番 in front is the front row only."""
    text = _BATTLE % ("", "", "B.field.c3", "A.field.c2")
    assert {"8.3.3.2", "8.3.3.3"} <= set(_checked(text))
    two = text.replace(
        '        - {name: 門番, type: unit, level: 2, attack: 1, defense: 4, text: ""}\n',
        '        - {name: 門番, type: unit, level: 2, attack: 1, defense: 4, text: ""}\n'
        "        - {name: 従者, type: unit, level: 1, attack: 1, defense: 1}\n",
    ).replace("dice: {A: 5, B: 2}}", "dice: {A: 5, B: 2}, formation: {B: [門番, 従者]}}")
    assert two != text
    assert problems(two) == []
    hit = [
        s
        for s in resolve(loads(two)).main.trace.steps
        if s.ja.startswith("門番 に") and "9.3" in s.clauses
    ]
    assert hit and "8.3.3.3" not in hit[0].clauses and "8.3.3.2" in hit[0].clauses


def test_the_main_phases_play_step() -> None:
    """4.3.2 「いずれかのプレイヤーにプレイステップが与えられる場合、実際に行動の選択を行う前に必ず
    チェックステップが発生します」 (10.20.1.2.1–.2): a check step before the first action; each
    action is done in a play step given (10.20.1.2.3, 4.3.4), the second after the first (4.3.5);
    the play step passed, the phase goes on (4.3.7, 10.20.1.2.4) to its check step (7.3.6)."""
    text = mc_scenario(
        title="play step",
        turn="{player: A, number: 7, phase: hand1}",
        a_top="    deck: 20\n    hand:\n"
        "      - {name: 荒野, type: terrain, limit: 6}\n"
        "      - {name: 砂漠, type: terrain, limit: 6}\n",
        a=mc_area("c2", "平原", 8, "{name: 兵, type: unit, level: 1, attack: 1, defense: 3}"),
        rest="""\
actions:
  - do: main_phase
    actions:
      - {do: place_terrain, card: 荒野, area: l2}
      - {do: place_terrain, card: 砂漠, area: r2}
ask: [荒野.zone, 砂漠.zone]
expect:
  state: {荒野.zone: A.field.l2, 砂漠.zone: A.field.r2}
""",
    )
    assert problems(text) == []
    steps = resolve(loads(text)).main.trace.steps
    check = [s.index for s in steps if s.event == "check_timing" and "4.3.2" in s.clauses]
    acts = [s for s in steps if "10.20.1.2.3" in s.clauses]
    assert check and len(acts) == 2 and check[0] < acts[0].index
    assert "4.3.5" not in acts[0].clauses and "4.3.5" in acts[1].clauses
    end = [s for s in steps if s.event == "check_timing" and "7.3.6" in s.clauses]
    assert end and "4.3.7" in end[0].clauses and end[0].index > acts[1].index


def test_the_set_up_shuffles_and_makes_the_deck_the_players_deck() -> None:
    """12.7.1 「「シャッフルする」とは該当する非公開領域のカードをどのプレイヤーにも分からないように
    無作為化するという特定行動です」 at 6.1.1.2's shuffle; 5.1.3.2 「ゲームの開始時、各プレイヤーの
    デッキがそのプレイヤーの山札となります」 (5.1.3.3: in a random order, face down) at 6.1.1.4."""
    from tests.ruling.boards import setup_ruling

    units = "{deck: [{name: 本陣札, type: terrain}, {type: unit, count: 49}]}"
    r = setup_ruling("mc", f"  A: {units}\n  B: {units}", "{do: game_setup, dice: {A: 5, B: 2}}")
    steps = r.main.trace.steps
    shuffles = [s for s in steps if s.event == "shuffle"]
    decks = [s for s in steps if s.event == "mark" and "6.1.1.4" in s.clauses]
    assert len(shuffles) == 2 and all("12.7.1" in s.clauses for s in shuffles)
    assert len(decks) == 2 and all({"5.1.3.2", "5.1.3.3"} <= set(s.clauses) for s in decks)


def test_a_charge_lasts_to_the_battle_end_timing() -> None:
    """13.1.5.5 「「チャージ:x」の効果は戦闘終了タイミングまで続きます」, lost with the battle's
    effects (8.3.8.4): 騎兵's printed 「チャージ:+2」 on the first side makes 4, which kills
    門番 (defence 4); after the battle 騎兵's attack is 2 again. On the second side, no charge:
    nothing lasted."""
    text = _BATTLE.replace(
        "ask: [門番.zone, 騎兵.zone]", "ask: [門番.zone, 騎兵.zone, 騎兵.attack]"
    ).replace("騎兵.zone: %s}", "騎兵.zone: %s, 騎兵.attack: 2}")
    first = text % ("「チャージ:+2」", "", "B.discard", "A.field.c3")
    assert {"13.1.5.5", "8.3.8.4"} <= set(_checked(first))
    second = first.replace("dice: {A: 5, B: 2}", "dice: {A: 1, B: 6}").replace(
        "門番.zone: B.discard, 騎兵.zone: A.field.c3",
        "門番.zone: B.field.c3, 騎兵.zone: A.field.c2",
    )
    assert "13.1.5.5" not in _checked(second)


def test_a_replaced_event_does_not_happen_at_all() -> None:
    """10.8.3.1 「これにより、置換された元の事象はまったく発生しなかったこととなります」: 兵's death
    replaced by a removal — it is removed and its discard pile stays empty."""
    from tests.ruling.test_mc_replacements import _DAMAGE, _run

    unit = "このユニットが死亡する場合、代わりにゲームから除外する。"
    expect = '  state: {兵.zone: B.removed, B.discard: 0}\n  decided_by: ["10.8.3", "10.8.3.1"]'
    assert _run(unit, _DAMAGE, expect) == []


def test_a_unit_just_summoned_has_its_slots_unspent() -> None:
    """13.1.2.4 「召喚されたばかりのユニットの持つ「アイテム:x」の「i」は、すべて「未消費」の状態
    です」 and 13.1.3.2 (its spell slots): 小鬼 with 「アイテム:1」 and a spell slot, summoned, is
    equipped at once with 短剣 (its one 「i」 unspent); a unit with no slots cites neither."""
    slots = _SUMMON.replace(
        "{name: 小鬼, type: unit, level: 1, attack: 1, defense: 1}",
        "{name: 小鬼, type: unit, level: 1, attack: 1, defense: 1, item_slots: 1, spell_slots: 火}",
    ).replace("  - {do: %s}", "  - {do: %s}\n  - {do: equip, card: 短剣, unit: 小鬼}")
    text = slots % ("summon, card: 小鬼, area: c1", "短剣", "短剣", "A.field.c1")
    assert problems(text) == []
    summon = [s for s in resolve(loads(text)).main.trace.steps if "12.2.7.4.9" in s.clauses]
    assert summon and {"13.1.2.4", "13.1.3.2"} <= set(summon[0].clauses)
    bare = _SUMMON % ("summon, card: 小鬼, area: c1", "小鬼", "小鬼", "A.field.c1")
    steps = [s for s in resolve(loads(bare)).main.trace.steps if "12.2.7.4.9" in s.clauses]
    assert steps and "13.1.2.4" not in steps[0].clauses


def test_a_continuous_ability_whose_condition_a_unit_does_not_meet_is_not_in_force_on_it() -> None:
    """14.5.4.3 「「○特殊能力」が効果を発揮するのに必要な「条件」や「対象」が満たされなくなった場合、
    その「○特殊能力」が発揮されていた対象に対して、その「○特殊能力」が発揮されなくなります」: 森の恵み
    (「対象が「属性:土」の場合、「防御力:+1」する」) gives 土人 +1 and not 火人, and 火人's defence
    cites why; 土人's does not."""
    from tests.ruling.test_mc_cardtext_r15 import _GROVE

    text = (
        "○森の恵み\\n〈対象:この地形に存在する自軍ユニットすべて〉\\n"
        "対象が「属性:土」の場合、「防御力:+1」する。"
    )
    r = resolve(
        loads(
            (_GROVE % text).replace(
                "ask: [土人.defense, 火人.defense, 遠土.defense, 敵土.defense]",
                "ask: [火人.defense]",
            )
        )
    )
    assert r.outcome["state"] == {"火人.defense": 3}
    assert "14.5.4.3" in r.decided_by
    r = resolve(
        loads(
            (_GROVE % text).replace(
                "ask: [土人.defense, 火人.defense, 遠土.defense, 敵土.defense]",
                "ask: [土人.defense]",
            )
        )
    )
    assert r.outcome["state"] == {"土人.defense": 4}
    assert "14.5.4.3" not in r.decided_by


def test_value_effects_count_in_the_order_they_were_applied() -> None:
    """4.6.8 「「数値の入れ替え」「数値の変更」「数値の増減」を行う効果の適用と消失が複数行われた場合、
    効果が適用と消失された順番に数値を演算します」: 像 (attack 1, defence 3) given attack +1, then
    its attack and defence swapped: 2 / 3 becomes 3 / 2; swapped first, then +1: 3 / 1 becomes
    4 / 1 — both orders rest on 4.6.8 (several changes of the value applied; round 31: the
    blind r31_009 swaps first and expects it), a swap alone does not."""
    from tests.ruling.test_mc_rules_r12 import _SWAP

    plus = "  - {do: modify, card: 像, stat: attack, amount: 1, source: 呪文}\n"
    swap = '  - {do: resolve_text, player: A, text: "対象の「攻撃力」と「防御力」を入れ替える。", target: 像}\n'
    after = (_SWAP % (1, 3, "{像.attack: 3, 像.defense: 2}", '["4.6.5", "4.6.8"]')).replace(
        "actions:\n", "actions:\n" + plus
    )
    assert problems(after) == []
    before = (_SWAP % (1, 3, "{像.attack: 4, 像.defense: 1}", '["4.6.5"]')).replace(
        swap, swap + plus
    )
    assert before != after
    assert "4.6.8" in _checked(before)
    alone = _SWAP % (1, 3, "{像.attack: 3, 像.defense: 1}", '["4.6.5"]')
    assert "4.6.8" not in _checked(alone)


def test_a_trigger_met_twice_waits_twice() -> None:
    """10.5.2.1 「誘発型能力の誘発条件が複数回満たされた場合、その誘発型能力はその回数分待機状態に
    なります」: 呼び手's ● 〈発揮:普通召喚宣言時〉 met at each of two summon declarations waits
    twice — 2 damage — and the second wait cites 10.5.2.1; one summon, one wait, no 10.5.2.1."""
    from tests.ruling.test_mc_rules_r15 import _SUMMON_DECL

    assert problems(_SUMMON_DECL) == []
    steps = resolve(loads(_SUMMON_DECL)).main.trace.steps
    # the waiting step is the ● ability's trigger event (round 17: ``play.TRIGGERED``, counted
    # by ``expect.triggered``), no longer a bare mark
    waits = [s for s in steps if "10.5.2" in s.clauses and s.event == "mc_triggered"]
    assert len(waits) == 2
    assert "10.5.2.1" not in waits[0].clauses and "10.5.2.1" in waits[1].clauses
    once = _SUMMON_DECL.replace("  - {do: summon, card: 妖精, area: c1}\n", "").replace(
        "呼び手.damage: 2", "呼び手.damage: 1"
    )
    assert once != _SUMMON_DECL
    assert "10.5.2.1" not in _checked(once)


# --- 10.12.2: a ○ ability whose 「対象が…の場合、」 is not met adds nothing, and says so (s12mc) ---------

_UNMET = mc_scenario(
    a=mc_area("c2", "平原", 8, "{name: 重戦士, type: unit, level: 3, attack: 4, defense: 5}"),
    b=mc_area(
        "c3",
        "湖",
        6,
        '{name: 姫, type: unit, level: 3, attack: 1, defense: 4, attribute: %s, text: "%s"}',
    ),
    rest="""\
actions:
  - {do: advance, units: [重戦士], to: c3, dice: {A: 6, B: 1}}
ask: [姫.zone]
""",
)
_QUAKE = "○響震[戦闘]\\n〈対象:自軍パーティ〉対象が「属性:土」の場合、「防御力:+2」する。"


def test_a_continuous_abilitys_unmet_condition_is_the_reason_it_adds_nothing() -> None:
    """10.12.2: 「能力は「条件」が満たされなければ、「効果」は適用されません」 — 姫 (水) gets no +2
    and falls to 4 damage; the condition not met is cited (a "no" has its reasons). 土: it
    holds at 6."""
    r = resolve(loads(_UNMET % ("水", _QUAKE)))
    assert r.outcome["state"] == {"姫.zone": "B.discard"}
    assert {"10.12.1", "10.12.2"} <= set(r.decided_by)
    r = resolve(loads(_UNMET % ("土", _QUAKE)))
    assert r.outcome["state"] == {"姫.zone": "B.field.c3"}
    assert "10.12.2" not in r.decided_by


def _cited(text: str, clause: str) -> bool:
    return any(clause in s.clauses for s in resolve(loads(text)).main.trace.steps)


def test_check_step_ends_after_the_triggers_played() -> None:
    """10.20.1.1.3 「チェックステップを終了します」: the ● ability triggered at the main phase's start
    is played at the check step (10.20.1.1.1), the rule processes run again (10.20.1.1.2), none is
    left and the check step ends — 1 damage, then the phase goes on."""
    text = _PHASE_END % ("hand1", "メインフェイズ開始時", "main_phase", 1)
    assert "10.20.1.1.1" in _checked(text)
    assert _cited(text, "10.20.1.1.3")
    # nothing triggered at the start (the ability waits for the phase's end): the check step
    # before the play step is not one that played triggers
    quiet = _PHASE_END % ("hand1", "メインフェイズ終了時", "main_phase", 1)
    assert problems(quiet) == []
    assert not _cited(quiet, "10.20.1.1.3")


# an ability of 術者 targeting itself, its text %s; A's deck 5, hand 1; ask A.hand, 術者.defense
_NOT_TARGETED = mc_scenario(
    title="an ability's step on what is not its target",
    a_top="    deck: 5\n    hand: 1\n",
    a=mc_area(
        "c2",
        "平原",
        8,
        '{name: 術者, type: unit, level: 1, attack: 1, defense: 3, text: "◎[メイン]術\\n〈対象:このユニット〉\\n%s"}',
    ),
    rest="""\
actions:
  - {do: use, card: 術者, target: 術者}
ask: [A.hand, 術者.defense]
expect:
  state: {A.hand: %d, 術者.defense: %d}
""",
)


def test_a_step_on_what_is_not_the_target_applies_because_the_text_names_it() -> None:
    """10.10.4 「発揮された効果のカードテキストに「対象に含まれていないもの」へ影響を与える内容が含まれ
    ている場合に限り、…「対象に含まれていないもの」への効果が適用されます」: the replenish acts on
    the player's cards, not on the target 術者, and is done (hand 1 -> 2) because the text says
    it; an effect on the target alone cites no such thing."""
    text = _NOT_TARGETED % (
        "対象に「防御力:+2」を付与する。効果適用後、カードを1枚補充する。",
        2,
        5,
    )
    assert "10.10.4" in _checked(text)
    alone = _NOT_TARGETED % ("対象に「防御力:+2」を付与する。", 1, 5)
    assert "10.10.4" not in _checked(alone)


# A's deck %s, discard [古札], hand 0; an effect puts 古札 at the bottom of the deck, then
# replenishes one card
_DECK_OF_ONE = mc_scenario(
    title="a card put at the bottom of an empty deck is its top card",
    turn="{player: A, number: 8, phase: main, first_player: A}",
    a_top="    deck: %s\n    hand: 0\n    discard: [古札]\n",
    rest="""\
actions:
  - {do: resolve_text, player: A, text: "自軍捨て山のカードを1枚選び、自軍山札の下に置く。効果適用後、カードを1枚補充する。"}
ask: [古札.zone]
expect:
  state: {古札.zone: %s}
""",
)


def test_a_deck_of_one_card_its_top_and_bottom() -> None:
    """5.1.3.9 「山札のカードが1枚しか存在しない場合、そのカードは「山札の1番上のカード」かつ「1番下の
    カード」です」: 古札 put at the bottom of the empty deck is the top card the replenish takes
    (hand); under a deck of 3 it stays in the deck, and the clause is not read."""
    one = _DECK_OF_ONE % ("0", "A.hand")
    assert "5.1.3.9" in _checked(one)
    under = _DECK_OF_ONE % ("3", "A.deck")
    assert "5.1.3.9" not in _checked(under)


# 守り神's □ ability with a hand cost, 〈対象:このユニット〉 +1 attack; its text %s before it
_TWO_COSTS = mc_scenario(
    title="an ability with two costs, one not carried out",
    turn="{player: A, number: 6, phase: main}",
    a_top="    deck: 10\n    hand: [{name: 石, type: spell}]\n",
    a=mc_area(
        "c2",
        "平原",
        8,
        '{name: 守り神, type: unit, level: 3, attack: 2, defense: 4, text: "%s□[メイン]力\\n〈コスト:手札1枚破棄/対象:このユニット〉対象に「攻撃力:+1」を付与する。"}',
    ),
    rest="""\
actions:
  - do: main_phase
    actions:
      - {do: use, card: 守り神, cost_cards: [石]%s}
      - {do: check, state: {守り神.state: %s, 守り神.attack: %d, 石.zone: %s}}
expect:
  outcome: {game_over: false}
""",
)


def test_several_costs_one_not_carried_out() -> None:
    """10.11.9 「コストの宣言時とコストの実行時にコストの数が異なる場合は、「コストは実行できなかった」と
    判定し、効果は発揮されません。しかしこの場合でも、…宣言したコストは可能な限り最大限に実行しなければ
    なりません」: 守り神 does not become acted (○不動, 4.1.12), so of its two costs only the hand card
    is carried out — 石 is discarded all the same and the +1 is not brought about. Without 不動
    both are paid and the effect applies. Round 65 (s62comcR): a cost that cannot be carried out
    at the declaration is not declared (10.11.1 「要求されたコストを実行できる状態でなければ、宣言を
    行うことはできません」, 10.11.2; the engine's reading of acted_cost_of_unit_never_acted) — the use
    is refused, 石 stays in the hand; 10.11.9 is for a count that changed after the declaration."""
    fixed = _TWO_COSTS % (
        "○不動\\n〈対象:このユニット〉対象は行動完了にならない。\\n",
        ", allowed: false",
        "stand",
        2,
        "A.hand",
    )
    assert problems(fixed) == []
    assert _cited(fixed, "10.11.1") and not _cited(fixed, "10.11.9")
    paid = _TWO_COSTS % ("", "", "rest", 3, "A.discard")
    assert problems(paid) == []
    assert not _cited(paid, "10.11.9")


# 術師's ◎ ability deals 【3】 damage to B's 騎士 (defence 2), whose text is %s; 騎士 ends in %s
_SOURCE = mc_scenario(
    title="the source of an ability's damage",
    turn="{player: A, number: 6, phase: main, first_player: A}",
    a=mc_area(
        "c2",
        "平原",
        8,
        '{name: 術師, type: unit, level: 1, attack: 1, defense: 1, text: "◎[メイン]雷撃\\n〈対象:ユニット1体〉\\n対象に【3】ダメージを与える。"}',
    ),
    b=mc_area(
        "c3", "湖", 6, '{name: 騎士, type: unit, level: 1, attack: 1, defense: 2, text: "%s"}'
    ),
    rest="""\
actions:
  - {do: use, card: 術師, target: 騎士}
ask: [騎士.zone]
expect:
  state: {騎士.zone: %s}
""",
)


def test_damage_source_asked_by_a_resistance_to_abilities() -> None:
    """4.9.1 「なんらかの効果が、ダメージが何からユニットに与えられたかを求めることがあります。これを
    ダメージの発生源と呼び…」, 4.8.2 「あるカードの能力により効果が発生している場合、その能力を持つカード
    が効果の発生源です」: 「耐性:特殊能力」 asks where the damage came from — 術師's ability, so
    騎士 does not die (13.1.7.1, 13.1.7.2). Without the resistance nothing asks the source: it
    dies."""
    by_source = _SOURCE % ("「耐性:特殊能力」", "B.field.c3")
    assert {"4.9.1", "4.8.1", "4.8.2", "13.1.7.2"} <= set(_checked(by_source))
    plain = _SOURCE % ("", "B.discard")
    assert "4.9.1" not in _checked(plain)


# 呪術 resolved on 騎士 (attack 1, defence 4): 対象を%sに変更する
_AT_ONCE = mc_scenario(
    title="「A&B」 at once",
    turn="{player: A, number: 6, phase: main, first_player: A}",
    a=mc_area("c2", "平原", 8, "{name: 騎士, type: unit, level: 1, attack: 1, defense: 4}"),
    rest="""\
actions:
  - {do: resolve_text, player: A, text: "〈対象:ユニット1体〉対象を%sに変更する。", target: 騎士}
ask: [騎士.attack, 騎士.defense]
expect:
  state: {騎士.attack: 4, 騎士.defense: %d}
""",
)


def test_a_and_b_take_effect_at_once() -> None:
    """4.7.6 「「A&B」という表記は、「A」と「B」の効果が同時に発揮することを表しています」: 「攻撃力:対象の
    防御力」&「防御力:対象の攻撃力」 reads both values before either changes — attack 4, defence
    1 (one after the other would give defence 4). One change alone: no 「&」."""
    both = _AT_ONCE % ("「攻撃力:対象の防御力」&「防御力:対象の攻撃力」", 1)
    assert "4.7.6" in _checked(both)
    one = _AT_ONCE % ("「攻撃力:対象の防御力」", 4)
    assert "4.7.6" not in _checked(one)
