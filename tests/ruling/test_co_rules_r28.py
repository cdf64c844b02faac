"""co rules found through the round-28 blind files (s24rulesA; round 28), each on a minimal case
with its neighbour that must not change (issue 14)."""

from __future__ import annotations

from typing import Any

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import main_state as _state


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


# --- damage reduced to 0 leaves the damage already held (4.3.9 累積, 4.3.10) ---

_REDUCED = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    hand: [{name: 火の粉, type: spell, cost: 1, text: "対象のキャラクターに1点のダメージを与える。"}]
  B:
    hp: 20
    deck: 10
    field: [{name: 盾兵, type: character, ap: 1, dp: 4, damage: %d}]
actions:
  - do: play
    card: 火の粉
    target: 盾兵
    reduce: {盾兵: [{do: reduce_damage, player: B, amount: 3}]}
ask: [盾兵.zone, 盾兵.damage]
"""


def test_damage_reduced_to_zero_leaves_the_damage_held_and_cites_accumulation() -> None:
    """A reduction bigger than the new damage makes it 0 (4.3.10.3); the damage the character
    already holds stays (4.3.9 「ダメージは累積します」, 4.3.10 「すでに与えられているダメージは
    軽減できません」): the "nothing changes" is cited."""
    r = _run(_REDUCED % 3)
    assert _state(r, "盾兵.zone") == "B.field"
    assert _state(r, "盾兵.damage") == 3
    assert {"4.3.9", "4.3.10", "4.3.10.3"} <= set(r.decided_by)


def test_neighbour_damage_reduced_to_zero_on_an_undamaged_character_cites_no_accumulation() -> None:
    """Neighbour: no damage held — nothing accumulates, 4.3.9 is not read."""
    r = _run(_REDUCED % 0)
    assert _state(r, "盾兵.damage") == 0
    assert "4.3.9" not in r.decided_by


# --- 『X』 in X's own trigger is that card, not another of the same name (4.2.10) ---

_SAME_NAME = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 10
    hand: 0
    field:
      - {name: 伝令, uid: 伝令1, type: character, ap: 1, dp: 1, text: "%s"}
      - {name: 伝令, uid: 伝令2, type: character, ap: 1, dp: 1, text: "%s"}
  B: {hp: 20, deck: 10}
actions:
  - {do: attack, attacker: 伝令1, defender: none}
expect:
  triggered: {伝令1: 1, 伝令2: 0}
"""


def test_own_name_trigger_of_a_same_named_copy_is_found_not_to_trigger_by_4_2_10() -> None:
    text = "『伝令』がアタックしたとき、あなたは山札からカードを1枚引く。"
    r = _run(_SAME_NAME % (text, text))
    assert not check_expect(r), check_expect(r)
    assert "4.2.10" in r.decided_by


def test_neighbour_this_character_wording_does_not_cite_4_2_10() -> None:
    """Neighbour: 「このキャラクターがアタックしたとき」 names no card name: 4.2.10 is not read."""
    text = "このキャラクターがアタックしたとき、あなたは山札からカードを1枚引く。"
    r = _run(_SAME_NAME % (text, text))
    assert not check_expect(r), check_expect(r)
    assert "4.2.10" not in r.decided_by


# --- a quoted ability given that names the giving card: read as the gaining card's (4.2.10) ---

_GAINED = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {name: 槍兵, type: character, ap: 2, dp: 2}
      - {name: 魔槍, type: item, set_on: 槍兵, text: "キャラクターにセット。\\nセットされたキャラクターは、以下の特殊能力を得る。『%s』"}
  B:
    hp: 20
    deck: 10
    field: [{name: 斥候, type: character, ap: 1, dp: 1}]
actions:
  - {do: activate, card: 槍兵, target: 斥候}
  - {do: attack, attacker: 槍兵, allowed: false}
expect:
  state: {槍兵.state: rest, 魔槍.state: stand, 斥候.zone: B.dustbox, B.hp: 20}
"""


def test_gained_ability_naming_the_giver_taps_the_gaining_character() -> None:
    """『『魔槍』をタップする:…』 given to 槍兵: the cost taps 槍兵 (4.2.10 second rule), not the
    item; 槍兵, tapped, cannot attack."""
    r = _run(_GAINED % "『魔槍』をタップする:対象のキャラクターに1点のダメージを与える。")
    assert not r.branched
    assert not check_expect(r), check_expect(r)
    assert {"4.2.10", "4.3.8", "4.3.3.3"} <= set(r.decided_by)
    assert not [w for w in r.warnings() if "未対応" in str(w)]


def test_neighbour_gained_ability_saying_this_character_cites_no_renaming() -> None:
    """Neighbour: 『このキャラクターをタップする:…』 names no card: the same outcome, no 4.2.10."""
    r = _run(_GAINED % "このキャラクターをタップする:対象のキャラクターに1点のダメージを与える。")
    assert not check_expect(r), check_expect(r)
    assert "4.2.10" not in r.decided_by


def test_gained_trigger_naming_the_giver_triggers_on_the_gaining_character() -> None:
    """『『魔槍』がアタックしたとき、…』 given to 槍兵: 槍兵's attack triggers it (4.2.10)."""
    text = (_GAINED % "『魔槍』がアタックしたとき、あなたは山札からカードを1枚引く。").split(
        "actions:"
    )[0] + (
        "actions:\n  - {do: attack, attacker: 槍兵, defender: none}\n"
        "expect:\n  triggered: {槍兵: 1}\n  state: {A.hand: 1}\n"
    )
    r = _run(
        text.replace(
            "    deck: 10\n    field:\n      - {name: 槍兵",
            "    deck: 10\n    hand: 0\n    field:\n      - {name: 槍兵",
            1,
        )
    )
    assert not check_expect(r), check_expect(r)
    assert "4.2.10" in r.decided_by


# --- 「『Y』のプレイに成功したとき」 printed on a card of another name (4.3.2.6, 4.2.10) ---

_NAMED_PLAY = """game: co
title: t
turn: {player: B, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field: [{name: 兵, type: character, ap: 2, dp: 3}]
  B:
    hp: 20
    energy: 1
    deck: 10
    hand: [{name: %s, type: spell, cost: 1, text: "対象のキャラクターに1点のダメージを与える。"}]
    field: [{name: 指輪, type: item, set_on: field, text: "フィールドにセット。\\n『マジックアロー』のプレイに成功したとき、あなたは山札からカードを1枚引く。"}]
actions:
  - {do: play, player: B, card: %s, target: 兵}
ask: [B.hand, B.deck]
"""


def test_play_of_the_named_card_triggers_an_ability_on_another_card() -> None:
    r = _run(_NAMED_PLAY % ("マジックアロー", "マジックアロー"))
    assert not [w for w in r.warnings() if "未対応" in str(w)]
    assert _state(r, "B.deck") == 9
    assert "4.3.2.6" in r.decided_by


def test_neighbour_play_of_a_card_of_another_name_does_not_trigger_it() -> None:
    r = _run(_NAMED_PLAY % ("火の粉", "火の粉"))
    assert _state(r, "B.deck") == 10


_OWN_PLAY = """game: co
title: t
turn: {player: B, number: 6, phase: main}
players:
  A: {hp: 20, deck: 10}
  B:
    hp: 20
    energy: 1
    deck: 10
    hand: [{name: マジックアロー, uid: 新顔, type: character, cost: 1, ap: 1, dp: 1, text: "『マジックアロー』のプレイに成功したとき、あなたは山札からカードを1枚引く。"}]
    field: [{name: マジックアロー, uid: 先客, type: character, ap: 1, dp: 1, text: "『マジックアロー』のプレイに成功したとき、あなたは山札からカードを1枚引く。"}]
actions:
  - {do: play, player: B, card: 新顔}
ask: [B.deck]
"""


def test_own_name_play_success_is_still_this_card_alone() -> None:
    """『X』のプレイに成功したとき on X: X's own play triggers it, and not the copy already on
    the field (4.2.10): one card drawn."""
    r = _run(_OWN_PLAY)
    assert _state(r, "B.deck") == 9


# --- a target of another card type is no proper target: 4.2.8's five types cited ---

_OTHER_TYPE = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    hand: [{name: 雷撃, type: spell, cost: 2, text: "対象のキャラクターに2点のダメージを与える。"}]
  B:
    hp: 20
    deck: 10
    field: [{name: 案内人, type: %s, ap: 1, dp: 1, state: rest}]
actions:
  - {do: play, card: 雷撃, target: 案内人, allowed: false}
"""


def test_a_navigator_is_no_character_target_citing_the_card_types() -> None:
    r = _run(_OTHER_TYPE % "navigator")
    assert not check_expect(r), check_expect(r)
    assert {"4.2.13", "4.2.8"} <= set(r.decided_by)


def test_neighbour_a_character_target_is_played_on() -> None:
    r = _run(_OTHER_TYPE % "character")
    assert check_expect(r)  # played: the refusal expected does not happen
    assert "4.2.8" not in r.decided_by


# --- a scenario of one player: the other added, unknown (scenario format, round 28) ---

_ONE_PLAYER = """game: co
title: t
turn: {player: %s, number: 6, phase: main}
players:
  %s:
    hp: 20
    energy: 0
    deck: 10
    hand: [{name: 灯台, type: navigator}]
actions:
  - {do: play, card: 灯台}
ask: [灯台.zone]
"""


def test_a_scenario_of_one_player_gets_the_other_unknown_and_stated() -> None:
    for pid in ("A", "B"):
        scn = loads(_ONE_PLAYER % (pid, pid), "t.yaml")
        assert list(scn.players) == ["A", "B"]
        r = resolve(scn)
        assert _state(r, "灯台.zone") == f"{pid}.field"
        other = "B" if pid == "A" else "A"
        assert any(f"{other} の山札" in str(w) for w in r.warnings())


def test_neighbour_a_single_player_of_another_id_is_refused_clearly() -> None:
    import pytest

    from ruling.scenario import ScenarioError

    with pytest.raises(ScenarioError, match="two players"):
        loads((_ONE_PLAYER % ("P", "P")), "t.yaml")


# --- unsettled: a cost raise meets a navigator (3.4.1 / 4.3.2.2, 4.3.2.1) ---

_NAV_COST = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 0
    deck: 10
    hand: [{name: 水先案内, type: %s, cost: 0, ap: 1, dp: 1}]
  B: {hp: 20, deck: 10}
effects:
  - {target: A, stat: cost, op: add, value: %d, source: "相手がプレイするカードのコストは1増加する。"}
actions:
  - {do: play, card: 水先案内}
ask: [水先案内.zone]
"""


def _points(r: Any) -> set[str]:
    return {str(w) for w in r.warnings()}


def test_cost_raise_on_a_navigator_is_unsettled_with_each_reading_run() -> None:
    r = _run(_NAV_COST % ("navigator", 1))
    assert any("ナビゲーターカードのプレイにも追加コスト" in w for w in _points(r))
    zones = {lf.outcome["state"]["水先案内.zone"] for lf in [*r.leaves, *r.alternates]}
    assert zones == {"A.field", "A.hand"}


def test_neighbour_a_character_takes_the_raise_and_nothing_is_flagged() -> None:
    r = _run(_NAV_COST % ("character", 1))
    assert not any("ナビゲーターカードのプレイにも追加コスト" in w for w in _points(r))
    assert _state(r, "水先案内.zone") == "A.hand"


def test_neighbour_a_cost_lowered_on_a_navigator_raises_no_point() -> None:
    r = _run(_NAV_COST % ("navigator", -1))
    assert not any("ナビゲーターカードのプレイにも追加コスト" in w for w in _points(r))
    assert _state(r, "水先案内.zone") == "A.field"


# --- unsettled: the cards set on a crashed navigator (4.2.4 / 4.2.11), each reading run ---

_NAV_CRASH = """game: co
title: t
turn: {player: B, number: 8, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {name: 賢者, type: %s, ap: 1, dp: 1}
      - {name: 護符, type: item, set_on: 賢者, text: "%sにセット。"}
  B:
    hp: 20
    energy: 2
    deck: 10
    hand: [{name: 粉砕, type: spell, cost: 2, text: "対象の%sをクラッシュする。"}]
actions:
  - {do: play, player: B, card: 粉砕, target: 賢者}
ask: [護符.zone]
"""


def test_cards_set_on_a_crashed_navigator_give_each_reading() -> None:
    r = _run(_NAV_CRASH % ("navigator", "ナビゲーター", "ナビゲーター"))
    zones = {lf.outcome["state"]["護符.zone"] for lf in [*r.leaves, *r.alternates]}
    assert zones == {"A.field", "A.dustbox"}
    assert {"4.2.4", "4.2.11"} <= set(r.decided_by)


def test_neighbour_cards_set_on_a_crashed_character_crash_along_unflagged() -> None:
    r = _run(_NAV_CRASH % ("character", "キャラクター", "キャラクター"))
    zones = {lf.outcome["state"]["護符.zone"] for lf in [*r.leaves, *r.alternates]}
    assert zones == {"A.dustbox"}
    assert "4.2.11" not in r.decided_by


# --- unsettled: 1.2.3's common-navigator exception and the sideboard (1.2.3 / 1.2.4) ---

_COMMON_NAV = """game: co
title: t
turn: {player: A, number: 0}
players:
  A:
    hp: 20
    deck: [{name: 道案内, type: navigator, rarity: %s, count: 6}, 44]
    sideboard: %s
  B: {hp: 20, deck: 50}
actions:
  - {do: game_setup, chooser: A, first: A, mulligan: {A: no, B: no}}
ask: [game_over]
"""

_SIDE = "[{name: 道案内, type: navigator, rarity: common, count: 2}, 3]"


def _rejected(r: Any) -> set[bool]:
    return {bool(lf.outcome.get("rejected")) for lf in [*r.leaves, *r.alternates]}


def test_common_navigator_copies_in_the_sideboard_give_each_reading() -> None:
    r = _run(_COMMON_NAV % ("common", _SIDE))
    assert _rejected(r) == {True, False}
    assert {"1.2.3", "1.2.4"} <= set(r.decided_by)


def test_neighbour_common_navigators_in_the_deck_alone_are_usable_unflagged() -> None:
    r = _run(_COMMON_NAV % ("common", "[5]"))
    assert _rejected(r) == {False}
    assert not any("サイドボードの分" in str(w) for w in r.warnings())


def test_neighbour_a_rare_navigator_over_four_is_refused_either_way() -> None:
    r = _run(_COMMON_NAV % ("rare", "[5]"))
    assert _rejected(r) == {True}


# --- 「キャラクターにダメージを与えた直後にのみプレイしてもよい」: the window right after a
# damage dealt to a character, said from the dealing side (4.3.5, 4.3.10.4) ---

_AFTER_DAMAGE = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    hand: [{name: 追撃, type: spell, cost: 1, text: "%s直後にのみプレイしてもよい。対象のキャラクターに2点のダメージを与える。"}]
  B:
    hp: 20
    deck: 10
    field: [{name: 大盾, type: character, ap: 1, dp: 4}]
actions:
%s
ask: [大盾.zone, 追撃.zone]
"""

_IN_WINDOW = """  - do: damage
    to: 大盾
    amount: 2
    after: [{do: play, card: 追撃, target: 大盾}]"""


def test_play_right_after_damage_to_a_character_crashes_it_after_the_window() -> None:
    for moment in ("キャラクターにダメージを与えた", "キャラクターがダメージを受けた"):
        r = _run(_AFTER_DAMAGE % (moment, _IN_WINDOW))
        assert not [w for w in r.warnings() if "未対応" in str(w)], moment
        assert _state(r, "大盾.zone") == "B.dustbox", moment
        assert {"4.3.10.4", "4.3.9"} <= set(r.decided_by)


def test_neighbour_the_same_card_outside_the_window_is_not_played() -> None:
    r = _run(
        _AFTER_DAMAGE
        % ("キャラクターにダメージを与えた", "  - {do: play, card: 追撃, target: 大盾}")
    )
    assert _state(r, "追撃.zone") == "A.hand"
    assert _state(r, "大盾.zone") == "B.field"


# --- 「対象の(Xカード|カード)のプレイをうち消す」: any card's play, or one of the type named (4.2.14) ---

_NEGATE = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 3
    deck: 10
    hand: [{name: 騎士, type: character, cost: 3, ap: 3, dp: 3}]
  B:
    hp: 20
    energy: 2
    deck: 10
    hand: [{name: 失敗, type: spell, cost: 2, text: "%s"}]
actions:
  - do: play
    card: 騎士
    respond: [{do: play, player: B, card: 失敗, target: 騎士}]
ask: [騎士.zone, A.energy]
"""


def test_negating_a_character_play_puts_it_in_the_dustbox_its_cost_spent() -> None:
    for text in (
        "対象のカードのプレイをうち消す。",
        "対象のキャラクターカードのプレイをうち消す。",
    ):
        r = _run(_NEGATE % text)
        assert not [w for w in r.warnings() if "未対応" in str(w)], text
        assert _state(r, "騎士.zone") == "A.dustbox", text
        assert _state(r, "A.energy") == 0
        assert {"4.2.14", "4.3.2.3"} <= set(r.decided_by)


def test_neighbour_a_negation_of_spells_cannot_target_a_character_play() -> None:
    r = _run(_NEGATE % "対象のスペルカードのプレイをうち消す。")
    assert _state(r, "騎士.zone") == "A.field"


# --- the hand cut does not count the cards set aside (3.7.3, 4.2.1) ---

_ASIDE = """game: co
title: t
turn: {player: A, number: 6, phase: end, step: action}
players:
  A:
    hp: 20
    deck: 10
    hand: %d
    aside: %s
  B: {hp: 20, deck: 10}
actions:
  - {do: end_phase, from: action}
  - {do: turn_end}
ask: [A.hand, A.dustbox]
"""


def test_cards_set_aside_are_not_counted_at_the_hand_cut() -> None:
    r = _run(_ASIDE % (7, "[{name: 矢, type: spell, cost: 1, owner: B}]"))
    assert _state(r, "A.hand") == 7
    assert {"3.7.3", "4.2.1"} <= set(r.decided_by)


def test_neighbour_nothing_aside_cites_no_4_2_1_and_eight_are_cut() -> None:
    r = _run(_ASIDE % (8, "[]"))
    assert "4.2.1" not in r.decided_by
    assert _state(r, "A.hand") == 7


# --- audit (round 28): a 「〜にセット」 card whose host is gone as it resolves (3.4.3 / 4.3.7,
# 4.3.2.6), each reading run ---

_HOST_GONE = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    hand: [{name: 魔槍, type: item, cost: 1, text: "キャラクターにセット。\\nセットされたキャラクターは「+1:+0」の修正を受ける。"}]
    field: [{name: 槍兵, type: character, ap: 2, dp: 2}]
  B:
    hp: 20
    energy: 1
    deck: 10
    hand: [{name: 雷撃, type: spell, cost: 1, text: "対象のキャラクターに%d点のダメージを与える。"}]
actions:
  - do: play
    card: 魔槍
    set_on: 槍兵
    respond: [{do: play, player: B, card: 雷撃, target: 槍兵}]
ask: [魔槍.zone]
"""


def test_a_set_card_whose_host_is_gone_gives_each_reading() -> None:
    r = _run(_HOST_GONE % 2)
    zones = {lf.outcome["state"]["魔槍.zone"] for lf in [*r.leaves, *r.alternates]}
    assert zones == {"A.dustbox", "A.field"}
    assert {"4.3.7", "3.4.3"} <= set(r.decided_by)


def test_neighbour_the_host_still_there_the_card_is_set_unflagged() -> None:
    r = _run(_HOST_GONE % 1)
    zones = {lf.outcome["state"]["魔槍.zone"] for lf in [*r.leaves, *r.alternates]}
    assert zones == {"A.field"}
    assert not any("セット先のカードがフィールドにいない" in str(w) for w in r.warnings())
