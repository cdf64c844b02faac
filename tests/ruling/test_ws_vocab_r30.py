"""Weiß Schwarz card-text vocabulary as the rules document's closed lists (round 30, issue 12,
s26wsvocab): chapter 10's keywords, chapter 4's basic terms as card verbs, the trigger icons of
4.12.2, the CX combo icon of 8.12 and the zones of chapter 3 — one table
(``ruling.games._ws.lexicon``) read by the compiler. Each list is read from the KB and checked
entry by entry (an entry, or a named reason); each entry has a minimal text, and the entries
added this round are run on a board with a neighbour that must not fire."""

from __future__ import annotations

import importlib

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import Unsupported
from ruling.games._ws import lexicon
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported, ws_compile
from tests.ruling.boards import zone_names as zone


def _kb():  # type: ignore[no-untyped-def]
    from kb.api import open_kb

    return open_kb()


# ------------------------------------------------------------------ the closed lists, from the KB


def test_every_keyword_of_chapter_10_has_an_entry() -> None:
    """Chapter 10 lists the keywords 10.1 … 10.19 by title: each has an entry at its clause, and
    each entry is a keyword the grammar reads (``grammar.keywords``)."""
    from grammar.keywords import lookup

    kws = {c.id: c.title.strip() for c in _kb().children("ws", "10")}
    assert len(kws) >= 19
    table = {k.clause: k for k in lexicon.KEYWORDS}
    assert set(kws) == set(table), set(kws) ^ set(table)
    for clause, title in kws.items():
        entry = table[clause]
        assert entry.name == title, (clause, title, entry.name)
        assert entry.reading in ("ability", "label", "naming", "name", "limit")
        d = lookup("ws", entry.name)
        assert d is not None and d.clause == clause, entry.name


def test_every_keyword_runtime_is_an_engine_operation() -> None:
    """An ability keyword names the operation that runs it (``module.function`` of
    ``ruling.games._ws``), and each clause an entry cites is in the KB."""
    ids = _kb().clause_ids("ws")
    for k in lexicon.KEYWORDS:
        if k.reading == "ability":
            assert k.runtime, k.name
        if k.runtime:
            mod, fn = k.runtime.rsplit(".", 1)
            assert callable(getattr(importlib.import_module(f"ruling.games._ws.{mod}"), fn))
        cited = (k.clause, *k.used, *k.placed_by, *((k.cost_clause,) if k.cost_clause else ()))
        assert set(cited) <= ids, (k.name, set(cited) - ids)


def test_every_basic_term_of_chapter_4_has_an_entry_or_a_reason() -> None:
    """4.1 … 4.12: each a verb the grammar has with the engine op it compiles to, or a reason
    it is no card-text verb."""
    from grammar.lexicon import VERBS

    verbs = {v[0] for v in VERBS}
    terms = {c.id: c.title.strip() for c in _kb().children("ws", "4")}
    table = {t.clause: t for t in lexicon.TERMS}
    assert set(terms) == set(table), set(terms) ^ set(table)
    for clause, title in terms.items():
        t = table[clause]
        assert t.title == title
        assert (t.op is not None) != (t.reason is not None), clause
        assert set(t.verbs) <= verbs, (clause, set(t.verbs) - verbs)
        if t.op is not None:
            assert t.verbs


# a minimal text per chapter-4 verb, and the op it compiles to (``TermEntry.op``)
TERM_TEXTS = {
    "4.6": "【起】［(1)］ あなたは相手のキャラを1枚選び、【レスト】する。",
    "4.7": "【起】［(1)］ あなたは1枚引く。",
    "4.8": "【起】［(1)］ あなたは自分の山札の上から1枚を見て、山札の上か控え室に置く。",
    "4.9": "【起】［(1)］ あなたは自分の山札の上から1枚を公開する。",
    "4.10": "【起】［(1)］ 相手に1ダメージを与える。",
}


@pytest.mark.parametrize("clause", sorted(TERM_TEXTS))
def test_each_term_verb_compiles_to_its_op(clause: str) -> None:
    entry = next(t for t in lexicon.TERMS if t.clause == clause)
    prog = ws_compile(TERM_TEXTS[clause])
    assert entry.op in {op.verb for op in prog.steps}, (entry.op, prog.steps)


def test_terms_with_an_op_have_a_minimal_text() -> None:
    assert {t.clause for t in lexicon.TERMS if t.op} == set(TERM_TEXTS)


def test_every_trigger_icon_of_4_12_2_has_an_entry() -> None:
    """4.12.2.2 … 4.12.2.13 (4.12.2.1 is 「アイコンなし」): each icon's clause, and each spelling
    read by the card-text vocabulary."""
    from ruling.games._ws.common import ICON_CLAUSE
    from ruling.games._ws.vocab import ICONS

    icons = [c.id for c in _kb().children("ws", "4.12.2")]
    assert icons[0] == "4.12.2.1"
    assert sorted(c for c, _ in lexicon.TRIGGER_ICONS.values()) == sorted(icons[1:])
    for icon, (clause, spellings) in lexicon.TRIGGER_ICONS.items():
        assert ICON_CLAUSE[icon][0] == clause
        assert icon in spellings or icon in ("pool", "comeback", "return")
        assert all(ICONS[s] == icon for s in spellings)


def test_every_zone_of_chapter_3_has_an_entry() -> None:
    from grammar.lexicon import NOUNS

    zones = {n[1] for n in NOUNS if n[0] == "zone"}
    kb = {c.id: c.title.strip() for c in _kb().children("ws", "3")}
    listed = {cid for cid in kb if cid != "3.1"}  # 3.1 領域の基本: the zones' common rules
    assert set(lexicon.ZONES) == listed, set(lexicon.ZONES) ^ listed
    for clause, (title, ids) in lexicon.ZONES.items():
        assert kb[clause] == title
        assert set(ids) <= zones, (clause, set(ids) - zones)


def test_cx_combo_is_8_12() -> None:
    assert _kb().clause("ws", lexicon.CX_COMBO[0]) is not None
    prog = ws_compile(
        "【自】【CXコンボ】 このカードがアタックした時、クライマックス置場に「甲」があるなら、あなたは1枚引く。"
    )
    assert prog.combo if hasattr(prog, "combo") else True


# ------------------------------------------------- each keyword in the forms a card prints it

KEYWORD_TEXTS = {
    "アラーム": "【自】 アラーム このカードがクロックの1番上にあり、あなたのレベルが2以上なら、あなたのキャラがアタックした時、あなたは1枚引いてよい。",
    "アンコール": "【自】 アンコール ［手札のキャラを1枚控え室に置く］",
    "応援": "【永】 応援 このカードの前のあなたのキャラすべてに、パワーを＋500。",
    "絆": "【自】 絆／「甲」 ［(1)］",
    "助太刀": "【起】 助太刀2000 レベル1 ［(1) 手札のこのカードを控え室に置く］",
    "大活躍": "【永】 大活躍",
    "集中": "【起】 集中 ［(1) このカードを【レスト】する］ あなたは自分の山札の上から4枚をめくり、控え室に置く。それらのカードのCX1枚につき、あなたは1枚引く。",
    "チェンジ": "【自】 チェンジ ［(1) このカードを控え室に置く］ あなたのアンコールステップの始めに、このカードが【レスト】しているなら、あなたはコストを払ってよい。そうしたら、あなたは自分の控え室の「甲」を1枚選び、このカードがいた枠に置く。",
    "記憶": "【永】 記憶 あなたの思い出が2枚以上なら、このカードのパワーを＋1000。",
    "経験": "【永】 経験 あなたのレベル置場のカードのレベルの合計が3以上なら、このカードのパワーを＋1000。",
    "シフト": "【自】 シフト レベル1",
    "加速": "【自】 加速 ［あなたの山札の上から1枚をクロック置場に置く］ このカードがアタックした時、あなたはコストを払ってよい。そうしたら、そのターン中、このカードのパワーを＋3000。",
    "共鳴": "【起】 共鳴 ［手札の「甲」を1枚公開する］ そのターン中、このカードのパワーを＋1000。",
    "フォース": "【自】 フォース ［(1)］ あなたのクライマックスフェイズの始めに、あなたはコストを払ってよい。そうしたら、あなたは相手の前列のキャラを2枚選び、【スタンド】して入れ替える。",
    "合体": "【起】 合体 ［あなたの舞台の「甲」を1枚このカードの下にマーカーとして表向きに置く］ あなたは自分の山札を見て「乙」を1枚まで選び、このカードがいる枠に置き、このカードの下のマーカーすべてとこのカードをその「乙」の下にマーカーとして好きな順番で表向きに置き、その山札をシャッフルする。",
    "分離": "【自】 分離／「甲」 ［(1)］",
    "リンク": "【永】【リンク】 甲",
    "継承": "【自】 継承 このカードが舞台から控え室に置かれた時、あなたは自分のキャラを1枚選び、このカードをそのキャラの下にマーカーとして置いてよい。",
    "ターン回数制限": "【自】【ターン1】 このカードがアタックした時、あなたは1枚引く。",
}


def test_every_keyword_has_a_minimal_text() -> None:
    assert set(KEYWORD_TEXTS) == set(lexicon.BY_NAME)


@pytest.mark.parametrize("name", sorted(KEYWORD_TEXTS))
def test_each_keyword_printed_runs(name: str) -> None:
    """The keyword printed as a card prints it compiles: an ability keyword to itself, a label
    to the ability after it (``keyword`` kept where the runtime reads it)."""
    entry = lexicon.BY_NAME[name]
    prog = ws_compile(KEYWORD_TEXTS[name])
    if entry.reading == "ability" or name == "リンク":
        assert prog.keyword == name
    elif entry.reading == "naming":
        assert prog.steps  # the text after the label is the ability


@pytest.mark.parametrize("name", sorted(k.name for k in lexicon.KEYWORDS if k.used))
@pytest.mark.parametrize("who", ["あなた", "相手"])
def test_each_used_event_compiles(name: str, who: str) -> None:
    """『X』を使った時 for every keyword whose use the rules define (``KeywordEntry.used``)."""
    prog = ws_compile(f"【自】 {who}が『{name}』を使った時、あなたは1枚引く。")
    assert prog.trigger.event in ("used", "placed")


@pytest.mark.parametrize("name", sorted(lexicon.PLACED_BY))
@pytest.mark.parametrize("quote", ["『{}』", "「{}」", "{}"])
def test_each_placement_by_a_keyword_compiles(name: str, quote: str) -> None:
    """「このカードが『X』で舞台に置かれた時」 with the keyword in 『』, in 「」 (as card lists
    print it) or bare: the ``placed`` trigger by that means (10.2.4, 10.8.4, 10.15.3, 10.16.3)."""
    prog = ws_compile(
        f"【自】 このカードが{quote.format(name)}で舞台に置かれた時、あなたは1枚引く。"
    )
    assert prog.trigger.event == "placed" and prog.trigger.means == name


def test_a_quoted_card_name_is_no_keyword() -> None:
    """Neighbour: 「X」 that is not a keyword of chapter 10 is not a means the engine knows."""
    with pytest.raises(Unsupported):
        ws_compile("【自】 このカードが「甲」で舞台に置かれた時、あなたは1枚引く。")


# ----------------------------------------------------------------- on a board: 『チェンジ』で

AUTO_CHANGE = """\
game: ws
title: t
turn: {player: A, number: 5, phase: attack, step: battle, first_player: A}
players:
  A:
    stock: 1
    hand: 0
    deck: [{name: 山1, type: character}, 10]
    waiting_room:
      - {name: 後継者, type: character, level: 1, power: 6000, soul: 1, text: "%(text)s"}
    stage:
      center_front: {name: 見習い, type: character, level: 0, power: 2000, soul: 1, state: rest,
        text: "【自】 %(kw)s［(1) このカードを控え室に置く］ あなたのアンコールステップの始めに、あなたはコストを払ってよい。そうしたら、あなたは自分の控え室の「後継者」を1枚選び、このカードがいた枠に置く。"}
  B: {deck: 5}
actions:
  - {do: encore_step}
choices:
  - {player: A, at: optional, choose: yes}
ask: [A.center_front, A.hand]
"""


@pytest.mark.parametrize(
    "text",
    [
        "【自】 このカードが「チェンジ」で舞台に置かれた時、あなたは1枚引く。",
        "【自】 このカードがチェンジで舞台に置かれた時、あなたは1枚引く。",
        "【自】 このカードが手札から舞台に置かれた時か「チェンジ」で舞台に置かれた時、あなたは1枚引く。",
        "【自】 このカードが手札から舞台に置かれた時か『チェンジ』で舞台に置かれた時、あなたは1枚引く。",
    ],
)
def test_placed_by_change_on_a_board(text: str) -> None:
    """後継者 put onto the stage by an automatic チェンジ (10.8.4): it triggers, A draws; the same
    ability without the keyword (an ordinary automatic ability put it there) does not."""
    for kw, drawn in (("チェンジ ", 1), ("", 0)):
        r = resolve(loads(AUTO_CHANGE % {"text": text, "kw": kw}))
        assert not unsupported(r), unsupported(r)
        assert r.outcome["state"]["A.center_front"] == ["後継者"]
        assert r.outcome["state"]["A.hand"] == drawn, (kw, text)


# ----------------------------------------------------------------- on a board: 『分離』で

SEPARATE = """\
game: ws
title: t
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    level: 1
    stock: 1
    hand: 0
    deck: [{name: 山上, type: character, trigger: none}, {name: 次, type: character}, 5]
    stage:
      center_front: {name: 合体キャラ, type: character, level: 1, power: 9000, soul: 1,
        text: "【自】 分離／「分かれる札」 ［(1)］"}
    markers: {center_front: [{name: 分かれる札, type: character, level: 1, power: 5000, soul: 1,
      text: "%s"}]}
  B:
    deck: [{name: 一, type: character}, {name: 二, type: character}, 8]
    stage: {center_front: {name: 壁, type: character, level: 1, power: 1000, soul: 1}}
actions:
  - {player: A, do: attack, slot: center_front, kind: front}
choices:
  - {player: A, at: optional, choose: yes}
  - {player: A, at: slot, choose: left_front}
ask: [A.left_front, A.hand]
"""


@pytest.mark.parametrize(
    ("text", "drawn"),
    [
        ("【自】 このカードが『分離』で舞台に置かれた時、あなたは1枚引く。", 1),
        ("【自】 このカードが「分離」で舞台に置かれた時、あなたは1枚引く。", 1),
        # neighbours: another keyword's placement does not fire
        ("【自】 このカードが『チェンジ』で舞台に置かれた時、あなたは1枚引く。", 0),
        ("【自】 このカードが『合体』で舞台に置かれた時、あなたは1枚引く。", 0),
    ],
)
def test_placed_by_separate_on_a_board(text: str, drawn: int) -> None:
    """10.16.3: the character 分離 puts into a slot is 「分離により枠に置かれた」."""
    r = resolve(loads(SEPARATE % text))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["A.left_front"] == ["分かれる札"]
    assert r.outcome["state"]["A.hand"] == drawn


# ------------------------------------------------ on a board: a label keyword's ability (継承)

LABELLED = """\
players:
  A:
    level: 1
    stock: 3
    hand: 0
    deck: [{name: 山1, type: character}, 10]
    stage:
      center_front: {name: 甲, type: character, level: 0, power: 5000, soul: 1, text: "%s"}
  B: {deck: 10, level: 1}
actions:
  - {do: attack, slot: center_front}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    "text",
    [
        "【自】 継承 このカードがアタックした時、あなたは1枚引く。",
        "【自】 記憶 継承 このカードがアタックした時、あなたは1枚引く。",
        "【自】 経験 このカードがアタックした時、あなたは1枚引く。",
        "【自】 アラーム このカードがアタックした時、あなたは1枚引く。",
    ],
)
def test_a_label_keyword_runs_the_ability_after_it(text: str) -> None:
    """10.18.1 (継承), 10.9.1, 10.10.1: 「この語自身は能力ではなく、効果上の意味はありません」 — the
    ability printed after the label runs as printed."""
    src = WS_HEAD.replace("phase: main", "phase: attack") + LABELLED % text
    r = resolve(loads(src))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["A.hand"] == 1


# -------------------------------------------- on a board: 横 (the slots next to it, as 隣, 3.6.4)

ROW = """\
players:
  A:
    level: 1
    deck: 10
    stage:
      center_front: {name: 甲, type: character, level: 0, power: 5000, soul: 1, traits: [%s],
        text: "%s"}
      left_front: {name: 乙, type: character, level: 0, power: 5000, soul: 1, traits: [音楽]}
      right_back: {name: 丙, type: character, level: 0, power: 5000, soul: 1}
  B: {deck: 10, level: 1}
actions: []
ask: [甲.power, 乙.power, 丙.power]
"""


def _row(text: str, left: bool = True) -> tuple[object, ...]:
    src = WS_HEAD + ROW % ("", text)
    if not left:
        src = src.replace("      left_front:", "      left_back:")
    r = resolve(loads(src))
    assert not unsupported(r), unsupported(r)
    s = r.outcome["state"]
    return s["甲.power"], s["乙.power"], s["丙.power"]


@pytest.mark.parametrize("word", ["横", "隣"])
def test_the_slot_next_to_it(word: str) -> None:
    """「このカードの横のあなたのキャラすべてに、パワーを＋500」: 乙 next to 甲 in the front row
    gains it; 丙 in the back row does not; with 乙 moved to the back row, no one does."""
    text = f"【永】 このカードの{word}のあなたのキャラすべてに、パワーを＋500。"
    assert _row(text) == (5000, 5500, 5000)
    assert _row(text, left=False) == (5000, 5000, 5000)


@pytest.mark.parametrize("word", ["横", "隣"])
def test_nobody_next_to_it(word: str) -> None:
    text = f"【永】 このカードの{word}にあなたのキャラがいないなら、このカードのパワーを＋2000。"
    assert _row(text) == (5000, 5000, 5000)
    assert _row(text, left=False) == (7000, 5000, 5000)


def test_the_character_next_to_it_described() -> None:
    text = "【永】 このカードの横のあなたのキャラが《音楽》なら、このカードのパワーを＋1500。"
    assert _row(text) == (6500, 5000, 5000)
    assert _row(text, left=False) == (5000, 5000, 5000)


# ------------------------------------------ on a board: the icon spellings of 4.12.2, closed list

ICON_BOARD = """\
players:
  A:
    level: 1
    deck: 10
    climax: [{name: 絶頂, type: climax, trigger: %s}]
    stage:
      center_front: {name: 甲, type: character, level: 0, power: 5000, soul: 1, text: "%s"}
  B: {deck: 10, level: 1}
actions: []
ask: [甲.power]
"""


@pytest.mark.parametrize(
    ("image", "icon"),
    [("comeback", "comeback"), ("salvage", "comeback"), ("pool", "pool"), ("stock", "pool")]
    + [(i, i) for i in ("chance", "discovery", "gate", "choice", "standby")],
)
def test_each_icon_spelling_names_its_icon(image: str, icon: str) -> None:
    text = f"【永】 あなたのクライマックス置場にトリガーアイコンが[[{image}.gif]]のCXがあるなら、このカードのパワーを＋1000。"
    other = "soul" if icon != "soul" else "draw"
    for present, power in ((icon, 6000), (other, 5000)):
        r = resolve(loads(WS_HEAD + ICON_BOARD % (present, text)))
        assert not unsupported(r), unsupported(r)
        assert r.outcome["state"]["甲.power"] == power, (image, present)


# ------------------------------- 4.9: a card of the hand shown to the opponent (「相手に見せる」)

SHOW = """\
players:
  A:
    level: 1
    hand: [%s]
    deck: [{name: 山1, type: character}, 10]
    stage:
      center_front: {name: 甲, type: character, level: 0, power: 5000, soul: 1, text: "%s"}
  B: {deck: 10, level: 1}
actions:
  - {do: attack, slot: center_front}
choices:
  - {player: A, at: optional, choose: yes}
ask: [A.hand, 甲.power]
"""
MUSIC = "{name: 歌姫, type: character, level: 1, traits: [音楽]}"
PLAIN = "{name: 村人, type: character, level: 1}"


@pytest.mark.parametrize(
    "shown",
    [
        "自分の手札の《音楽》のキャラを1枚相手に見せてよい",
        "手札の《音楽》のキャラを1枚相手に見せてよい",
        "自分の手札の《音楽》のキャラを1枚公開してよい",
        "自分の手札の「歌姫」を1枚相手に見せてよい",
    ],
)
def test_a_hand_card_shown_to_the_opponent(shown: str) -> None:
    """「あなたは自分の手札の《音楽》のキャラを1枚相手に見せてよい。そうしたら、あなたは1枚引く」:
    with such a card in the hand it is shown (it stays there) and A draws; with none, nothing is
    shown and the そうしたら step is not done (8.6.4)."""
    text = f"【自】 このカードがアタックした時、あなたは{shown}。そうしたら、あなたは1枚引く。"
    src = WS_HEAD.replace("phase: main", "phase: attack")
    for hand, after in ((MUSIC, ["歌姫", "山1"]), (PLAIN, ["村人"])):
        r = resolve(loads(src + SHOW % (hand, text)))
        assert not unsupported(r), unsupported(r)
        assert sorted(zone(r, "A", "hand")) == sorted(after), (hand, shown)


def test_showing_a_chosen_card_stays_as_it_was() -> None:
    """Neighbour: 「そのカードを相手に見せ」 of a card chosen before is the chosen card's show."""
    prog = ws_compile(
        "【起】［(1)］ あなたは自分の手札のキャラを1枚選び、相手に見せ、控え室に置く。"
    )
    assert [op.verb for op in prog.steps][:2] != ["reveal_hand", "reveal_hand"]


# --------------------------------- 4.8: the top of another pile looked at (ストック / クロック)

PILE = """\
players:
  A:
    level: 1
    stock: [{name: 上札, type: climax}, {name: 底札, type: character, level: 0}]
    clock: [{name: 新傷, type: character, level: 2}, {name: 古傷, type: character, level: 0}]
    deck: [{name: 山1, type: character}, {name: 山2, type: character}, 10]
    stage:
      center_front: {name: 甲, type: character, level: 0, power: 5000, soul: 1, text: "%s"}
  B: {deck: 10, level: 1}
actions:
  - {do: attack, slot: center_front}
choices:
  - {player: A, at: optional, choose: yes}
ask: [A.stock, A.clock, A.waiting_room, A.hand]
"""


@pytest.mark.parametrize(
    ("look", "pile", "moved"),
    [
        ("自分のストックを上から1枚見て", "stock", "上札"),
        ("自分のストックの上から1枚を見て", "stock", "上札"),
        ("自分のストックを下から1枚見て", "stock", "底札"),
        ("自分のクロックを上から1枚見て", "clock", "新傷"),
        ("自分のクロックを下から1枚見て", "clock", "古傷"),
    ],
)
def test_looking_at_an_end_of_a_pile(look: str, pile: str, moved: str) -> None:
    """「…を上から1枚見て、控え室に置いてよい」: the card at that end of the pile (3.1.5: a pile's
    top is its first card) is looked at and put into the waiting room; the other stays (piles listed top first)."""
    text = f"【自】 このカードがアタックした時、あなたは{look}、控え室に置いてよい。"
    src = WS_HEAD.replace("phase: main", "phase: attack") + PILE % text
    r = resolve(loads(src))
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "waiting_room") == [moved], look
    other = ({"上札", "底札"} if pile == "stock" else {"新傷", "古傷"}) - {moved}
    assert moved not in zone(r, "A", pile) and other <= set(zone(r, "A", pile))


def test_looking_at_the_top_of_a_pile_then_reading_it() -> None:
    """「ストックを上から1枚見る。そのカードがクライマックスなら、あなたは1枚引く」: そのカード is
    the card looked at (上札, a climax): A draws; looking at the bottom (底札) draws nothing."""
    for end, drawn in (("上", 1), ("下", 0)):
        text = (
            f"【自】 このカードがアタックした時、あなたは自分のストックを{end}から1枚見る。"
            "そのカードがクライマックスなら、あなたは1枚引く。"
        )
        src = WS_HEAD.replace("phase: main", "phase: attack") + PILE % text
        r = resolve(loads(src))
        assert not unsupported(r), unsupported(r)
        assert len(zone(r, "A", "hand")) == drawn, end


def test_looking_at_a_pile_with_no_end_is_refused() -> None:
    """Neighbour: 「ストックを1枚見て」 names no end of the pile: refused, never guessed."""
    with pytest.raises(Unsupported):
        ws_compile("【起】［(1)］ あなたは自分のストックを1枚見て、控え室に置いてよい。")


# ------------------------------------- chapter 3: a slot named by its row and side (3.6.4)

SLOTTED = """\
players:
  A:
    level: 1
    waiting_room: [{name: 控え, type: character, level: 0, power: 1000, soul: 1}]
    deck: 10
    stage:
      %s
  B: {deck: 10, level: 1}
actions:
  - {do: resolve_text, player: A, text: "あなたは自分の控え室のキャラを1枚選び、%s。"}
choices:
  - {player: A, at: choose, choose: 控え}
ask: [A.center_front, A.left_back, A.right_front, A.waiting_room]
"""


@pytest.mark.parametrize(
    ("goal", "slot"),
    [
        ("前列の中央の枠に置く", "center_front"),
        ("前列中央の枠に置く", "center_front"),
        ("中央の枠に置く", "center_front"),
        ("後列の左の枠に置く", "left_back"),
        ("前列の右の枠に置く", "right_front"),
    ],
)
def test_a_named_slot_as_destination(goal: str, slot: str) -> None:
    """The card goes into the slot named, and into no other (3.6.4)."""
    src = WS_HEAD + SLOTTED % ("left_front: {name: 先客, type: character, level: 0}", goal)
    r = resolve(loads(src))
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", f"stage.{slot}") == ["控え"]
    others = [z for z in ("center_front", "left_back", "right_front") if z != slot]
    assert all(zone(r, "A", f"stage.{z}") == [] for z in others)
    assert zone(r, "A", "stage.left_front") == ["先客"]


def test_a_named_slot_held_by_a_character() -> None:
    """Into a named slot a character holds: the card goes there, and the one there before goes
    to the waiting room by the rule process (9.6.2); never into another slot."""
    src = WS_HEAD + SLOTTED % (
        "center_front: {name: 先客, type: character, level: 0}",
        "前列の中央の枠に置く",
    )
    r = resolve(loads(src))
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "stage.left_back") == [] and zone(r, "A", "stage.right_front") == []
    assert zone(r, "A", "stage.center_front") == ["控え"]
    assert zone(r, "A", "waiting_room") == ["先客"]


# ------------------------------- 4.7: a draw of as many as a count (「置いた枚数と同じ枚数まで」)

DRAWING = """\
  A:
    level: 1
    hand: [{name: 手1, type: character}, {name: 手2, type: character}, {name: 手3, type: character}]
    stock: [{name: 貯1, type: character}, {name: 貯2, type: character}]
    deck: [{name: 山1, type: character}, {name: 山2, type: character}, {name: 山3, type: character}, 5]
  B: {deck: 10, level: 1, hand: [{name: 敵1, type: character}]}
"""


def _drawn(text: str, picks: tuple[str, ...], draws: int = 3) -> list[str]:
    from tests.ruling.boards import ws_resolve_text

    choices = "".join(f"  - {{player: A, at: choose, choose: {p}}}\n" for p in picks)
    if len(picks) < 2:  # 「2枚まで」: the master stops choosing
        choices += "  - {player: A, at: choose, choose: none}\n"
    choices += "  - {player: A, at: optional, choose: yes}\n" * draws
    r = ws_resolve_text(DRAWING, text, choices)
    assert not unsupported(r), unsupported(r)
    return sorted(n for n in zone(r, "A", "hand") if n.startswith("山"))


@pytest.mark.parametrize(
    "text",
    [
        "あなたは自分の手札を2枚まで選び、控え室に置き、置いた枚数と同じ枚数まで引く。",
        "あなたは自分の手札を2枚まで選び、控え室に置き、置いた枚数と同じ枚数引く。",
        "あなたは自分の手札を2枚まで選び、控え室に置き、置いた枚数と同じ枚数のカードを引く。",
        "あなたは自分のストックを2枚まで選び、控え室に置き、置いた枚数と同じ枚数まで引く。",
    ],
)
def test_drawing_as_many_as_were_put(text: str) -> None:
    """X is the number of cards the step before put into the waiting room (as 「Ｘ枚(まで)引く。Ｘ
    は控え室に置いた枚数に等しい」): 2 put, 2 drawn; 1 put, 1 drawn."""
    first = "貯" if "ストック" in text else "手"
    assert _drawn(text, (f"{first}1", f"{first}2")) == ["山1", "山2"]
    assert _drawn(text, (f"{first}1",)) == ["山1"]


def test_drawing_as_many_as_a_zone_holds() -> None:
    """「相手の手札の枚数と同じ枚数まで引く」: the count of a zone (B's hand holds 1)."""
    from tests.ruling.boards import ws_resolve_text

    r = ws_resolve_text(
        DRAWING,
        "あなたは相手の手札の枚数と同じ枚数まで引く。",
        "  - {player: A, at: optional, choose: yes}\n" * 3,
    )
    assert not unsupported(r), unsupported(r)
    assert [n for n in zone(r, "A", "hand") if n.startswith("山")] == ["山1"]


# ------------------------- a move made by the effect of whose card (「相手のカードの効果で」, 8.2.1)

BY_EFFECT = """\
players:
  A:
    level: 1
    hand: 0
    deck: [{name: 山1, type: character}, 10]
    stage:
      center_front: {name: 甲, type: character, level: 0, power: 5000, soul: 1, text: "%s"}
  B:
    level: 1
    deck: 10
    stage:
      center_front: {name: 乙, type: character, level: 0, power: 5000, soul: 1}
actions:
  - {do: resolve_text, player: %s, text: "あなたは%sのキャラを1枚選び、%s。"}
choices:
  - {player: %s, at: choose, choose: 甲}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    ("means", "by_b", "by_a"),
    [
        ("相手のカードの効果で、このカードが舞台から控え室に置かれた時", 1, 0),
        ("このカードが相手のカードの効果で舞台から控え室に置かれた時", 1, 0),
        ("このカードが相手の効果で舞台から控え室に置かれた時", 1, 0),
        ("このカードが自分のカードの効果で舞台から控え室に置かれた時", 0, 1),
        ("このカードがカードの効果で舞台から控え室に置かれた時", 1, 1),
    ],
)
def test_a_move_by_the_effect_of_whose_card(means: str, by_b: int, by_a: int) -> None:
    """甲 put from the stage into the waiting room by an effect B resolves (the opponent's) and
    by one A resolves (its own): the trigger names whose card's effect it waits for."""
    text = f"【自】 {means}、あなたは1枚引く。"
    for who, whose, drawn in (("B", "相手", by_b), ("A", "自分", by_a)):
        src = WS_HEAD + BY_EFFECT % (text, who, whose, "控え室に置く", who)
        r = resolve(loads(src))
        assert not unsupported(r), unsupported(r)
        assert r.outcome["state"]["A.hand"] == drawn, (means, who)


def test_a_move_by_an_effect_to_another_zone_does_not_fire() -> None:
    """Neighbour: 甲 returned to the hand by the opponent's effect is no move into the waiting
    room."""
    text = "【自】 このカードが相手のカードの効果で舞台から控え室に置かれた時、あなたは1枚引く。"
    src = WS_HEAD + BY_EFFECT % (text, "B", "相手", "手札に戻す", "B")
    r = resolve(loads(src))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["A.hand"] == 1  # 甲 itself, back in the hand; nothing drawn


# ---------- 10.6.2: 大活躍 named in its brackets as a thing gained or had (KeywordEntry.alone)

GREAT = """\
players:
  A:
    level: 1
    deck: 10
    stage:
      center_front: {name: 甲, type: character, level: 0, power: 5000, soul: 1, text: "%s"}
      left_front: {name: 乙, type: character, level: 0, power: 5000, soul: 1, text: "%s"}
  B: {deck: 10, level: 1}
actions: []
ask: [乙.power]
"""
HAS_GREAT = [
    "【永】 あなたの舞台に『大活躍』を持つキャラがいるなら、このカードのパワーを＋1000。",
    "【永】 あなたの舞台に【大活躍】を持つキャラがいるなら、このカードのパワーを＋1000。",
    "【永】 あなたの前列に『大活躍』を持つキャラがいるなら、このカードのパワーを＋1000。",
    "【永】 『大活躍』を持つあなたのキャラがいるなら、このカードのパワーを＋1000。",
]


@pytest.mark.parametrize("has", HAS_GREAT)
@pytest.mark.parametrize(
    "gains",
    [
        "【永】 このカードは【大活躍】を得る。",
        "【永】 このカードは『大活躍』を得る。",
        "【永】 大活躍",
    ],
)
def test_great_performance_gained_and_had(gains: str, has: str) -> None:
    """甲 gains (or prints) 大活躍: 乙's 「…『大活躍』を持つキャラがいるなら」 holds (+1000); with
    甲 printing nothing, it does not."""
    for text, power in ((gains, 6000), ("", 5000)):
        r = resolve(loads(WS_HEAD + GREAT % (text, has)))
        assert not unsupported(r), unsupported(r)
        assert r.outcome["state"]["乙.power"] == power, (text, has)


@pytest.mark.parametrize("name", ["アンコール", "応援", "絆"])
def test_a_keyword_that_is_not_the_whole_ability_is_not_gained_bare(name: str) -> None:
    """Neighbour: 【アンコール】 needs its cost (10.2.2), 【応援】 its text (10.3.2): refused."""
    with pytest.raises(Unsupported):
        ws_compile(f"【永】 このカードは【{name}】を得る。")


# ------------------------------ 4.12: 「このカードがトリガーした時」 (the card's own trigger check)

TRIGGERED = """\
players:
  A:
    level: 1
    hand: 0
    deck: [{name: 札, type: %s, level: 0, trigger: soul, text: "%s"}, {name: 山2, type: character}, 10]
    stage:
      center_front: {name: 甲, type: character, level: 0, power: 5000, soul: 1, text: "%s"}
  B: {deck: 10, level: 1}
actions:
  - {do: attack, slot: center_front}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    "text",
    [
        "【自】 このカードがトリガーした時、あなたは1枚引く。",
        "【自】 このカードがトリガーした時、あなたは1枚引いてよい。",
    ],
)
@pytest.mark.parametrize("kind", ["character", "climax"])
def test_this_card_triggered(text: str, kind: str) -> None:
    """The trigger check puts 札 into the resolution zone (7.3.1.2): its own ability, written to
    be used there (2.12.2.3), triggers; printed on 甲 (on the stage, not the card checked), it
    does not."""
    src = WS_HEAD.replace("phase: main", "phase: attack")
    extra = "\nchoices:\n  - {player: A, at: optional, choose: yes}" if "よい" in text else ""
    for on_card, on_stage, drawn in ((text, "", ["山2"]), ("", text, [])):
        body = TRIGGERED % (kind, on_card, on_stage)
        r = resolve(loads(src + body.replace("ask: [A.hand]", "ask: [A.hand]" + extra)))
        assert not unsupported(r), unsupported(r)
        assert zone(r, "A", "hand") == drawn, (on_card, on_stage)


# ------------------------------------------ 4.10: the player restated (「相手プレイヤーに」)


@pytest.mark.parametrize(
    ("text", "b_clock"),
    [
        ("あなたは相手プレイヤーに1ダメージを与える。", 1),
        ("相手プレイヤーに2ダメージを与える。", 2),
        ("あなたは相手に1ダメージを与える。", 1),
    ],
)
def test_damage_to_the_player_restated(text: str, b_clock: int) -> None:
    from tests.ruling.boards import ws_resolve_text

    players = (
        "  A: {level: 1, deck: 10}\n"
        "  B: {level: 1, deck: [{name: 一, type: character}, {name: 二, type: character}, 8]}\n"
    )
    r = ws_resolve_text(players, text)
    assert not unsupported(r), unsupported(r)
    assert len(zone(r, "B", "clock")) == b_clock
