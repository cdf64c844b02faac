"""CrossOver (co): rules read again in round 15 against what the blind writers of round 14
reported (format gaps, decided-by recall), each on a minimal text and a board of its own."""

from __future__ import annotations

from ruling.resolve import check_expect
from tests.ruling.boards import co_run as _run

# --------------------------------------------------------------------------- 「ダメージを与えたとき」

DEALER = (
    "{name: 炎の剣士, type: character, ap: 3, dp: 3, "
    'text: "『炎の剣士』が%sダメージを与えたとき、あなたは山札からカードを1枚引く。"}'
)
BATTLE = """
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 20, deck: 10, hand: 0, field: [%s]}
  B: {hp: 20, deck: 10, field: [{name: 盾兵, type: character, ap: 1, dp: 5}]}
actions:
  - {do: attack, attacker: 炎の剣士%s}
ask: [A.hand, B.hp]
"""


def test_damage_dealt_to_the_player_triggers_the_dealer() -> None:
    """3.4.5.4: the undefended attacker deals its AP to the opponent; 4.3.10: damage dealt
    triggers 「ダメージを与えたとき」."""
    r = _run(BATTLE % (DEALER % "", ", defender: none"))
    assert r.outcome["state"] == {"A.hand": 1, "B.hp": 17}
    assert "4.3.10" in r.decided_by


def test_damage_dealt_names_what_took_it() -> None:
    """「キャラクターにダメージを与えたとき」 waits for damage to a character: 3 to the player
    triggers nothing; dealt to the defender it does."""
    r = _run(BATTLE % (DEALER % "キャラクターに", ", defender: none"))
    assert r.outcome["state"] == {"A.hand": 0, "B.hp": 17}
    r = _run(BATTLE % (DEALER % "キャラクターに", ", defender: 盾兵"))
    assert r.outcome["state"] == {"A.hand": 1, "B.hp": 20}


def test_damage_reduced_to_0_is_not_dealt_and_triggers_nothing() -> None:
    """4.3.10: 「軽減してダメージが0になった場合、ダメージを与えたとは扱わなくなります。よって、
    ダメージを与えたときに誘発する効果・特殊能力は誘発しません」."""
    r = _run(
        BATTLE
        % (
            DEALER % "",
            ", defender: 盾兵, reduce: {盾兵: [{do: reduce_damage, player: B, amount: 3}]}",
        )
    )
    assert r.outcome["state"] == {"A.hand": 0, "B.hp": 20}
    assert "4.3.10.3" in r.decided_by


# --------------------------------------------------------------------------- 「プレイに成功したとき」

PLAY = """
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 20
    deck: 10
    energy: 2
    hand: [{name: 見習い剣士, type: character, cost: 2, ap: 1, dp: 1, text: "%s"}]
  B: {hp: 20, deck: 10}
actions:
  - {do: play, card: 見習い剣士%s}
ask: [A.hand, 見習い剣士.zone]
"""


def test_this_cards_play_succeeding_triggers_it() -> None:
    """4.3.2.6: 「解決し終わったとき…「プレイに成功したときに〜」という効果・特殊能力は誘発
    します」 — 『X』 in its own text is the card itself (4.2.10); 「このカードの」 likewise."""
    for who in ("『見習い剣士』", "このカード"):
        r = _run(PLAY % (f"{who}のプレイに成功したとき、あなたは山札からカードを1枚引く。", ""))
        assert r.outcome["state"] == {"A.hand": 1, "見習い剣士.zone": "A.field"}, who
        assert "4.3.2.6" in r.decided_by


SPELL = """
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 20
    deck: 10
    energy: 1
    hand:
      - name: 癒しの光
        type: spell
        cost: 1
        text: "あなたはHPが1点回復する。\\n『癒しの光』のプレイに成功したとき、あなたは山札からカードを1枚引く。"
  B:
    hp: 20
    deck: 10
    energy: 1
    hand: [{name: 失敗, type: spell, cost: 1, text: "対象のスペル1枚をうち消す。"}]
actions:
  - {do: play, card: 癒しの光%s}
ask: [A.hand, 癒しの光.zone]
"""


def test_a_play_negated_does_not_succeed() -> None:
    """4.3.2.6: the spell resolved (to the dustbox) triggers its own 「プレイに成功したとき」;
    negated (4.2.14) it does not resolve, and nothing triggers."""
    r = _run(SPELL % "")
    assert "may_depend_on_unsupported" not in r.outcome
    assert r.outcome["state"] == {"A.hand": 1, "癒しの光.zone": "A.dustbox"}
    r = _run(SPELL % ", respond: [{do: play, player: B, card: 失敗, target: 癒しの光}]")
    assert check_expect(r) == [] and "may_depend_on_unsupported" not in r.outcome
    assert r.outcome["state"] == {"A.hand": 0, "癒しの光.zone": "A.dustbox"}


# --------------------------------------------------------------------------- 「ターン開始時に」

START = """
turn: {player: A, number: 5, phase: end}
players:
  A: {hp: 20, deck: 10, hand: 0, field: [%s]}
  B: {hp: 20, deck: 10, hand: 0, field: [%s]}
actions:
  - {do: turn_start}
ask: [A.hand, B.hand]
"""
DRAWER = (
    '{name: 占い師, type: navigator, text: "ターン開始時に、あなたは山札からカードを1枚引く。"}'
)


def test_turn_start_of_the_own_turn_is_settled() -> None:
    """3.1: the turn player's own 「ターン開始時に」 ability triggers; nothing to read."""
    r = _run(START % (DRAWER, ""))
    assert r.outcome == {"game_over": False, "state": {"A.hand": 1, "B.hand": 0}}
    assert "3.1" in r.decided_by


def test_turn_start_in_the_opponents_turn_depends_on_the_reading_of_3_1() -> None:
    """3.1 names the start of 「そのターン」 (any turn); its examples (and 4.3.6's) speak only of
    the player whose turn starts: the opponent's ability triggers under the engine's reading,
    not under the other, and the ruling names the clauses."""
    r = _run(START % ("", DRAWER))
    out = r.outcome
    assert out["state"] == {"A.hand": 0, "B.hand": 1}
    assert out["depends_on_reading"][0] == "3.1"
    assert out["readings"][0]["outcome"]["state"] == {"A.hand": 0, "B.hand": 0}


# --------------------------------------------------------------------------- hand size (3.7.3)


def test_unnamed_hand_cards_are_chosen_as_question_mark() -> None:
    """3.7.3: 「手札が8枚以上のとき、7枚になるまでカードをクラッシュします」 — the cards crashed are
    the player's choice; a hand card the scenario gives no name is answered ``?`` (not by the
    engine's uid), here beside a named one kept."""
    r = _run("""
turn: {player: A, number: 5, phase: end}
players:
  A: {hp: 20, deck: 10, hand: [魔法の矢, 8]}
  B: {hp: 20, deck: 10}
actions:
  - {do: turn_end}
choices:
  - {player: A, at: hand_limit, choose: "?"}
  - {player: A, at: hand_limit, choose: "?"}
expect:
  state: {A.hand: 7, A.dustbox: 2}
ask: [魔法の矢.zone]
""")
    assert check_expect(r) == []
    assert r.outcome["state"]["魔法の矢.zone"] == "A.hand"
    assert {"3.7", "3.7.3"} <= set(r.decided_by)


# --------------------------------------------------------------------------- no play in a phase


def test_no_play_in_the_draw_phase_whatever_its_step() -> None:
    """3.3.1, 3−3−2 (printed 3−2−2) and 3.3.3 each say 「カードのプレイや効果・特殊能力の使用は出来ませ
    ん」: a scenario in the draw phase naming no step refuses a play all the same, citing the phase
    (3.3) and its steps; the untap phase likewise (3.2.1–3.2.3)."""
    for phase, steps in (
        ("draw", {"3.3", "3.3.1", "3.2.2#2", "3.3.3"}),
        ("untap", {"3.2", "3.2.1"}),
    ):
        r = _run(f"""
turn: {{player: A, number: 5, phase: {phase}}}
players:
  A: {{hp: 20, deck: 10, energy: 2, hand: [{{name: 矢, type: spell, cost: 1, text: "対象のキャラクターに3点のダメージを与える。"}}]}}
  B: {{hp: 20, deck: 10, field: [{{name: 巨人, type: character, ap: 3, dp: 3}}]}}
actions:
  - {{do: play, card: 矢, target: 巨人, allowed: false}}
""")
        assert check_expect(r) == [], phase
        assert r.outcome.get("rejected") is True
        assert steps <= set(r.decided_by), (phase, r.decided_by)


# --------------------------------------------------------------------------- hand to deck top


def test_hand_cards_chosen_and_put_on_the_deck_top() -> None:
    """4.3.2.6 (the text's steps in order): 「あなたは手札からカードを1枚選び、山札の一番上に置く」 —
    the player's choice among the hand, to the top of the owner's deck (4.2.12); with the last
    deck card drawn by the step before, the end of the game is the reading of 4.1.2 against
    4.3.2.6 (the engine's: at once; the other: after the text, the deck holds a card again)."""
    text = "あなたは山札からカードを1枚引く。そのあと、あなたは手札からカードを1枚選び、山札の一番上に置く。"
    body = """
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    energy: 1
    deck: %s
    hand: [{name: 導き, type: spell, cost: 1, text: "%s"}, 魔法の矢]
  B: {hp: 10, deck: 15}
actions:
  - {do: play, card: 導き}
choices:
  - {player: A, at: hand_to_deck, choose: 魔法の矢}
ask: [A.deck, 魔法の矢.zone]
"""
    r = _run(body % (5, text))
    assert "may_depend_on_unsupported" not in r.outcome
    assert r.outcome["state"] == {"A.deck": 5, "魔法の矢.zone": "A.deck"}
    r = _run(body % (1, text))
    # round 38: the point names the item of 4.1.2 met (#li2, the empty deck) and #li3 (a draw)
    assert r.outcome["loser"] == "A" and r.outcome["depends_on_reading"] == [
        "4.1.2",
        "4.3.2.6",
        "4.1.2#li2",
        "4.1.2#li3",
    ]
    assert r.outcome["readings"][0]["outcome"]["state"] == {"A.deck": 1, "魔法の矢.zone": "A.deck"}


def test_the_upkeep_question_is_answered_yes() -> None:
    """3.6.2: 「維持費を支払うかどうか選択することができます」 — a yes / no choice: `choose: yes`
    (YAML's true) pays, as `pay` does; `no` does not and the card crashes."""
    body = """
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 20, deck: 10, energy: 1, field: [{name: 巨人, type: character, ap: 3, dp: 3, text: "維持費1"}]}
  B: {hp: 20, deck: 10}
actions:
  - {do: end_phase}
choices:
  - {player: A, at: upkeep, choose: %s}
ask: [巨人.zone, A.energy]
"""
    for answer in ("yes", "pay"):
        r = _run(body % answer)
        assert r.outcome["state"] == {"巨人.zone": "A.field", "A.energy": 0}, answer
        assert "3.6.2" in r.decided_by
    r = _run(body % "no")
    assert r.outcome["state"] == {"巨人.zone": "A.dustbox", "A.energy": 1}


# --------------------------------------------------------------------------- 「キャラクター1体にセット」


def test_an_item_set_on_one_character_gives_its_bonus() -> None:
    """3.4.3 「「〜にセット」とある場合は、その指示に従います」: 「キャラクター1体にセット」 is the
    instruction with its count printed; the set item's 「+2:+0」 is then in force on its host
    (4.3.8 step 5) and the undefended attack deals 3 + 2."""
    r = _run(
        """turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: [{name: 槍, type: item, cost: 1, text: "キャラクター1体にセット。セットされたキャラクターは、「+2:+0」の修正を受ける。"}]
    field: [{name: 騎士, type: character, ap: 3, dp: 3}]
  B: {hp: 10, deck: 10}
actions:
  - {do: play, card: 槍, set_on: 騎士}
  - {do: attack, attacker: 騎士, defender: none}
ask: [B.hp]
"""
    )
    assert r.outcome["state"]["B.hp"] == 5
    assert not r.outcome.get("may_depend_on_unsupported")


def test_a_set_card_forbidding_its_host_to_attack() -> None:
    """「セットされたキャラクターはアタックを行うことができない」: the card text over 3.4.5.2 (4.2.9)
    for the card it is set on, while it is set there: the attack is refused; when the item is
    gone the host attacks again."""
    body = """turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {name: 闘士, type: character, ap: 3, dp: 2}
      %s
  B: {hp: 10, deck: 10}
actions:
  - {do: attack, attacker: 闘士}
ask: [B.hp]
"""
    chain = (
        "- {name: 鎖, type: item, owner: B, set_on: 闘士, "
        'text: "キャラクター1体にセット。セットされたキャラクターはアタックを行うことができない。"}'
    )
    r = _run(body % chain)
    assert r.outcome.get("rejected") is True
    assert "4.2.9" in r.decided_by
    assert r.outcome["state"]["B.hp"] == 10
    free = _run(body % "")
    assert free.outcome["state"]["B.hp"] == 7


# --------------------------------------------------------------------------- 「すべての女性キャラクター」


def test_a_modifier_on_the_female_characters_one_controls() -> None:
    """「あなたがコントロールしているすべての女性キャラクターに「+0:+1」の修正を与える」: in force
    (4.3.8 step 5) on the player's own female characters only — not a male one, not the
    opponent's female one."""
    r = _run(
        """turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {name: 早瀬, type: navigator, text: "あなたがコントロールしているすべての女性キャラクターに「+0:+1」の修正を与える。"}
      - {name: 水瀬, type: character, gender: 女性, ap: 1, dp: 3}
      - {name: 剣士, type: character, gender: 男性, ap: 1, dp: 3}
  B:
    hp: 10
    deck: 10
    field: [{name: 魔女, type: character, gender: 女性, ap: 1, dp: 3}]
ask: [水瀬.dp, 剣士.dp, 魔女.dp]
"""
    )
    assert r.outcome["state"] == {"水瀬.dp": 4, "剣士.dp": 3, "魔女.dp": 3}
    assert not r.outcome.get("may_depend_on_unsupported")


def test_a_gendered_modifier_reads_the_type_decided_first() -> None:
    """4.3.8: the type (step 2) is decided before the values (step 5): a female character made
    an 「その他」 character by a card set on it no longer gets the female characters' modifier."""
    r = _run(
        """turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {name: 早瀬, type: navigator, text: "あなたがコントロールしているすべての女性キャラクターに「+0:+1」の修正を与える。"}
      - {name: 水瀬, type: character, gender: 女性, ap: 1, dp: 3}
      - {name: 剣を捨てて……, type: item, set_on: 水瀬, text: "『剣を捨てて……』がセットされているキャラクター1体かナビゲーター1体は、それまで持っていた特殊能力をすべて失い、「0:5」の能力値を持つ「その他」キャラクターとなる。"}
  B: {hp: 10, deck: 10}
ask: [水瀬.dp]
"""
    )
    assert r.outcome["state"] == {"水瀬.dp": 5}


# --------------------------------------------------------------------------- 「…に割り込むことはできない」


def test_a_play_that_cannot_be_interrupted_by_the_verb() -> None:
    """4.3.4 「最初にプレイ・使用されたものの内容により、割り込みできる行動が制限される場合が
    あります」: 「このカードのプレイに割り込むことはできない」 (the verb 割り込む, as the noun's
    「…に対して割り込みを行うことはできない」) — the answer is refused, the card resolves."""
    text = "このカードのプレイに%s。対象のキャラクターに4点のダメージを与える。"
    body = """turn: {player: A, number: 9, phase: main}
players:
  A:
    hp: 12
    energy: 3
    deck: 12
    hand: [{name: 神罰, type: spell, cost: 3, text: "%s"}]
  B:
    hp: 12
    energy: 1
    deck: 12
    hand: [{name: 祝福, type: spell, cost: 1, text: "ターン終了時まで、対象のキャラクターに「+2:+3」の修正を与える。"}]
    field: [{name: 司祭, type: character, ap: 1, dp: 3}]
actions:
  - do: play
    card: 神罰
    target: 司祭
    respond:
      - {do: play, player: B, card: 祝福, target: 司祭}
ask: [司祭.zone, 祝福.zone]
"""
    for forbid in ("割り込むことはできない", "対して割り込みを行うことはできない"):
        r = _run(body % (text % forbid))
        assert r.outcome.get("rejected") is True, forbid
        assert r.outcome["state"] == {"司祭.zone": "B.dustbox", "祝福.zone": "B.hand"}, forbid
        assert "4.3.4" in r.decided_by


# --------------------------------------------------------------------------- the step's own clause


def test_energy_gained_in_a_step_that_allows_it_cites_the_step() -> None:
    """3.2.1 「カードのプレイや効果・特殊能力の使用は出来ませんが、エネルギーを得ることはできます」:
    a gain in the untap phase's start step is allowed by 4.3.1 and by the step's own words, both
    cited; in the main phase 4.3.1 alone."""
    body = """turn: {player: A, number: 9, phase: %s}
players:
  A: {hp: 10, energy: 0, deck: 10}
  B: {hp: 10, energy: 0, deck: 10}
actions:
  - {do: gain_energy, player: B, amount: 1}
ask: [B.energy]
"""
    r = _run(body % "untap, step: start")
    assert r.outcome["state"] == {"B.energy": 1}
    assert {"4.3.1", "3.2.1"} <= set(r.decided_by)
    main = _run(body % "main")
    assert "4.3.1" in main.decided_by and "3.2.1" not in main.decided_by


def test_a_play_refused_at_a_step_of_the_turn_end_cites_the_step() -> None:
    """3.7 「原則として、カードのプレイ・使用はできません」 and the step's own 3.7.2 「カードのプレイ
    や効果・特殊能力の使用は出来ません」: both cited when the step is given."""
    r = _run(
        """turn: {player: A, number: 10, phase: turn_end, step: effects_end}
players:
  A:
    hp: 12
    deck: 14
    field: [{name: 剣崎, type: character, ap: 3, dp: 2}]
  B:
    hp: 12
    energy: 2
    deck: 14
    hand: [{name: 落雷, type: spell, cost: 1, text: "対象のキャラクターに2点のダメージを与える。"}]
actions:
  - {do: play, player: B, card: 落雷, target: 剣崎}
ask: [落雷.zone]
"""
    )
    assert r.outcome.get("rejected") is True
    assert {"3.7", "3.7.2"} <= set(r.decided_by)
    assert r.outcome["state"] == {"落雷.zone": "B.hand"}


# --------------------------------------------------------------------------- 4.2.1: aside is not hand

MAGE = """turn: {player: A, number: 7, phase: main}
players:
  A:
    hp: 15
    energy: 0
    deck: 15
    hand: %s
    aside: [{name: 雷鳴, type: spell, cost: 3, owner: B, text: "対象のキャラクターに3点のダメージを与える。"}]
    field: [{name: 魔導士, type: character, ap: 1, dp: 2, text: "手札からカードを1枚クラッシュする:対象のキャラクターに1点のダメージを与える。"}]
  B:
    hp: 15
    deck: 15
    field: [{name: 兵士, type: character, ap: 2, dp: 1}]
actions:
  - {do: activate, card: 魔導士, target: 兵士, cost_card: %s}
ask: [雷鳴.zone, 兵士.zone]
"""


def test_a_card_set_aside_does_not_pay_a_hand_crash_cost() -> None:
    """4.2.1 「この、脇におけたカードは「手札」の中の1枚としては扱いません」 and 4.3.3.1: the cost
    「手札からカードを1枚クラッシュする」 (the count printed apart, one card) is not paid with it;
    a hand card pays it."""
    r = _run(MAGE % ("0", "雷鳴"))
    assert r.outcome.get("rejected") is True
    assert {"4.2.1", "4.3.3.1"} <= set(r.decided_by)
    assert r.outcome["state"] == {"雷鳴.zone": "A.aside", "兵士.zone": "B.field"}
    paid = _run(MAGE % ("[{name: 石, type: event}]", "石"))
    assert paid.outcome["state"] == {"雷鳴.zone": "A.aside", "兵士.zone": "B.dustbox"}


# --------------------------------------------------------------------------- 「能力値を「0:3」にする」


def test_values_set_for_the_turn_come_before_the_modifications() -> None:
    """4.3.8 「4)【能力値の指定】(「0:5」にする、等) ↓ 5)【能力値の修正】」: 「ターン終了時まで、対象
    のキャラクターの能力値を「0:3」にする」 played after a 「+2:+2」 still comes first — 2:5 — and
    ends with the turn (3.7.2)."""
    body = """turn: {player: A, number: 9, phase: main}
players:
  A:
    hp: 12
    energy: 1
    deck: 13
    hand: [{name: 闘魂, type: spell, cost: 1, text: "ターン終了時まで、対象のキャラクターに「+2:+2」の修正を与える。"}]
    field: [{name: 剛力, type: character, ap: 1, dp: 2}]
  B:
    hp: 12
    energy: 2
    deck: 13
    hand: [{name: 石化, type: spell, cost: 2, text: "ターン終了時まで、対象のキャラクターの能力値を「0:3」にする。"}]
actions:
  - {do: play, card: 闘魂, target: 剛力}
  - {do: play, player: B, card: 石化, target: 剛力}
%s
ask: [剛力.ap, 剛力.dp]
"""
    r = _run(body % "")
    assert r.outcome["state"] == {"剛力.ap": 2, "剛力.dp": 5}
    assert "4.3.8" in r.decided_by
    assert not r.outcome.get("may_depend_on_unsupported")
    ended = _run(body % "  - {do: turn_end}")
    assert ended.outcome["state"] == {"剛力.ap": 1, "剛力.dp": 2}


# --------------------------------------------------------------------------- 「「その他」キャラクターとなる」


def test_a_set_card_changing_its_hosts_gender() -> None:
    """4.3.8 step 2 「【タイプの決定】(…キャラクターであれば更に性別)」: 「『仮面』がセットされている
    キャラクターは、「その他」キャラクターとなる」 — the host is no longer female, so a spell for
    female characters has no proper target (4.2.13) and is refused, citing 4.3.8; without the
    mask it is played."""
    body = """turn: {player: A, number: 9, phase: main}
players:
  A:
    hp: 13
    energy: 2
    deck: 13
    hand: [{name: 矢, type: spell, cost: 2, text: "対象の女性キャラクターに3点のダメージを与える。"}]
  B:
    hp: 13
    deck: 13
    field:
      - {name: 桜庭, type: character, gender: 女性, ap: 2, dp: 3}
      %s
actions:
  - {do: play, card: 矢, target: 桜庭}
ask: [矢.zone, 桜庭.zone]
"""
    mask = (
        "- {name: 仮面, type: event, set_on: 桜庭, "
        'text: "『仮面』がセットされているキャラクターは、「その他」キャラクターとなる。"}'
    )
    r = _run(body % mask)
    assert r.outcome.get("rejected") is True
    assert {"4.2.13", "4.3.8"} <= set(r.decided_by)
    assert r.outcome["state"] == {"矢.zone": "A.hand", "桜庭.zone": "B.field"}
    bare = _run(body % "")
    assert bare.outcome["state"] == {"矢.zone": "A.dustbox", "桜庭.zone": "B.dustbox"}
    assert "4.3.8" not in bare.decided_by


# --------------------------------------------------------------------------- a hand not given


def test_a_hand_not_given_is_of_unknown_size_at_the_hand_limit() -> None:
    """3.7.3 「手札が8枚以上のとき、7枚になるまでカードをクラッシュします」 reads the hand's size: a
    hand the scenario does not list is not taken for empty — the ruling says the size is not
    given; a hand listed (even empty) is read as it is, with no such assumption."""
    body = """turn: {player: A, number: 11, phase: end, step: end}
players:
  A: {hp: 12, energy: 3, deck: 10%s}
  B: {hp: 12, deck: 10, hand: 5}
actions:
  - {do: turn_end}
ask: [A.energy, turn.player]
"""
    r = _run(body % "")
    said = [w for w in r.warnings() if w.key == "not_given_unknown"]
    assert said and "3.7.3" in said[0].clauses
    assert r.outcome["state"] == {"A.energy": 0, "turn.player": "B"}
    listed = _run(body % ", hand: 0")
    assert not [w for w in listed.warnings() if w.key == "not_given_unknown"]


# --------------------------------------------------------------------------- a keyword after the effect


def test_a_keyword_printed_after_the_effect_on_its_line() -> None:
    """「セットされたキャラクターは、「+2:+0」の修正を受ける。維持費1」: the effect (4.3.8) and the
    keyword 維持費1 (3.6.2) on one line — the upkeep is asked of the set item; declined, it
    crashes (its host stays), and its bonus was in force until then."""
    r = _run(
        """turn: {player: A, number: 12, phase: main}
players:
  A:
    hp: 10
    energy: 2
    deck: 12
    field:
      - {name: 魔剣, type: item, set_on: 傭兵, text: "セットされたキャラクターは、「+2:+0」の修正を受ける。維持費1"}
      - {name: 傭兵, type: character, ap: 3, dp: 3}
  B: {hp: 10, deck: 12}
actions:
  - {do: check, state: {傭兵.ap: 5}}
  - do: end_phase
choices:
  - {player: A, at: upkeep, choose: "no"}
ask: [傭兵.zone, 魔剣.zone, 傭兵.ap]
"""
    )
    assert r.outcome["state"] == {"傭兵.zone": "A.field", "魔剣.zone": "A.dustbox", "傭兵.ap": 3}
    assert "3.6.2" in r.decided_by
    assert not r.outcome.get("may_depend_on_unsupported")


def test_the_grammar_holds_a_keyword_after_the_effect_and_renders_it_back() -> None:
    """The grammar reads 「…。維持費1」 / 「…。使い捨て」 as the ability with its keyword after the
    effect (not a sentence it cannot type), and renders the line back as printed."""
    from grammar.ast import AbilityKind
    from grammar.parse import parse_card
    from grammar.render import render

    for text, name in (
        ("セットされたキャラクターは、「+2:+0」の修正を受ける。維持費1", "維持費"),
        ("対象のキャラクターが受けるダメージを2点軽減する。使い捨て", "使い捨て"),
    ):
        card = parse_card(text, "co").card
        assert card is not None and len(card.abilities) == 1
        ab = card.abilities[0]
        assert ab.kind is AbilityKind.EVENT and ab.keyword is not None
        assert ab.keyword.name == name and ab.effect is not None
        assert len(ab.effect.sentences) == 1
        assert render(card) == text


# --------------------------------------------------------------------------- 「クラッシュした直後にのみプレイしてもよい」

MIRACLE = """turn: {player: A, number: 9, phase: main}
players:
  A:
    hp: 14
    energy: 2
    deck: 14
    hand: [{name: 火球, type: spell, cost: 2, text: "対象のキャラクターに2点のダメージを与える。"}]
  B:
    hp: 14
    energy: 2
    deck: 14
    hand: [{name: 奇跡, type: event, cost: 1, text: "クラッシュした直後にのみプレイしてもよい。対象のキャラクターのクラッシュをうち消す。"}]
    field: [{name: 見習い, type: character, ap: 1, dp: 2}]
actions:
%s
ask: [見習い.zone, 奇跡.zone]
"""


def test_a_crash_negation_card_played_in_the_crash_window() -> None:
    """4.3.5 / 4.3.11.2: 「クラッシュした直後にのみプレイしてもよい。対象のキャラクターのクラッシュを
    うち消す。」 played in the negation window of the crash: the crash is negated (4.2.14), the
    character stays."""
    r = _run(
        MIRACLE % "  - {do: play, card: 火球, target: 見習い, on_crash: {見習い: {negate: "
        "[{do: play, player: B, card: 奇跡, target: 見習い}]}}}"
    )
    assert r.outcome["state"] == {"見習い.zone": "B.field", "奇跡.zone": "B.dustbox"}
    assert "4.2.14" in r.decided_by
    assert not r.outcome.get("may_depend_on_unsupported")


def test_a_crash_negation_card_is_refused_outside_a_crash_window() -> None:
    """4.3.5: played at no crash — refused, it stays in hand."""
    r = _run(MIRACLE % "  - {do: play, player: B, card: 奇跡, target: 見習い}")
    assert r.outcome.get("rejected") is True
    assert {"4.3.5", "4.3.11.2"} <= set(r.decided_by)
    assert r.outcome["state"] == {"見習い.zone": "B.field", "奇跡.zone": "B.hand"}
