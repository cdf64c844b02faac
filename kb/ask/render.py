"""Text rendering of an :class:`~kb.ask.search.AskResult` (Japanese by default, or English)."""

from __future__ import annotations

from kb.ask.search import AskHit, AskResult
from kb.text import highlight

MESSAGES: dict[str, dict[str, str]] = {
    "ja": {
        "question": "質問",
        "game": "ゲーム",
        "inferred": "語彙から推定",
        "not_inferred": "質問の語彙からゲームを特定できません。各ゲームで最も近い条項",
        "specify": "--game でゲームを指定してください",
        "pooled": "質問の語彙からゲームを特定できません。可能性の高いゲーム（{games}）の条項をまとめて順位付けしました",
        "matched": "一致した語",
        "concepts": "定義している用語",
        "lifted": "関連で浮上",
        "how_cites": "{src} が参照",
        "how_defines": "{src} の用語を定義",
        "how_under": "見出し {src} の下",
        "how_sibling": "同じ見出しの {src} より質問の語を多く含む",
        "how_example": "例 {src} が示す規定",
        "how_child": "上位の条項 {src} の場合分け",
        "how_principle": "ゲームの原則（{src}）: 個々の状況はこの原則の一例であることが多い",
        "see_also": "関連",
        "cites": "参照先",
        "cited_by": "参照元",
        "restated_process": "同じ規定がルール処理 {other} にもあります。ゲーム中にこれを適用するのはルール処理 {other} です",
        "is_process": "この条項はルール処理です（{other} と同じ規定を適用します）",
        "restatement_of": "{of} と同じ規定",
        "no_hits": "該当する条項はありません",
        "scenario": "具体的な状況の裁定は shinpan ask --scenario FILE で得られます（docs/scenarios.md）",
        "score": "スコア",
    },
    "en": {
        "question": "question",
        "game": "game",
        "inferred": "inferred from the vocabulary",
        "not_inferred": "the game cannot be inferred from the question; best clause per game",
        "specify": "name the game with --game",
        "pooled": "the game cannot be inferred from the question; the clauses of the likeliest games ({games}) ranked together",
        "matched": "matched",
        "concepts": "defines",
        "lifted": "lifted by",
        "how_cites": "cited by {src}",
        "how_defines": "defines a term of {src}",
        "how_under": "under heading {src}",
        "how_sibling": "ahead of its sibling {src}: holds more of the question's words",
        "how_example": "the rule its example {src} illustrates",
        "how_child": "a case listed under {src}",
        "how_principle": "a general principle ({src}): a situation is often an instance of one",
        "see_also": "see also",
        "cites": "cites",
        "cited_by": "cited by",
        "restated_process": "the same rule is stated in rule process {other}, which is what applies it during the game",
        "is_process": "this clause is the rule process (it applies the rule also stated in {other})",
        "restatement_of": "restates {of}",
        "no_hits": "no matching clause",
        "scenario": "for a ruling on a concrete situation use shinpan ask --scenario FILE (docs/scenarios.md)",
        "score": "score",
    },
}


def _m(lang: str, key: str, **kw: str) -> str:
    text = MESSAGES.get(lang, MESSAGES["ja"])[key]
    return text.format(**kw) if kw else text


def _short(ids: list[str], limit: int = 6) -> str:
    return ", ".join(ids[:limit]) + (" …" if len(ids) > limit else "")


def hit_lines(h: AskHit, lang: str, number: str = "") -> list[str]:
    head = f"{number}[{h.game} {h.id}]" + (f" {h.title}" if h.title else "")
    lines = [head + (f"  ({h.heading_path})" if h.heading_path else "")]
    lines.append(f"    {highlight(h.snippet, h.highlights)}")
    why = []
    if h.matched:
        why.append(f"{_m(lang, 'matched')}: {'、'.join(h.matched)}")
    if h.concepts:
        why.append(f"{_m(lang, 'concepts')}: {'、'.join(h.concepts)}")
    for lift in h.lifted_by:
        why.append(f"{_m(lang, 'lifted')}: {_m(lang, 'how_' + lift['how'], src=lift['id'])}")
    if h.inserted_as_restatement_of:
        why.append(_m(lang, "restatement_of", of=h.inserted_as_restatement_of))
    if why:
        lines.append("    → " + " / ".join(why))
    for r in h.restates:
        if r["rule_process"] == r["id"]:
            lines.append("    ※ " + _m(lang, "restated_process", other=r["id"]))
        elif r["rule_process"] == h.id:
            lines.append("    ※ " + _m(lang, "is_process", other=r["id"]))
    also = []
    if h.cites:
        also.append(f"{_m(lang, 'cites')} {_short(h.cites)}")
    if h.cited_by:
        also.append(f"{_m(lang, 'cited_by')} {_short(h.cited_by)}")
    if also:
        lines.append(f"    {_m(lang, 'see_also')}: " + " / ".join(also))
    return lines


def render_text(result: AskResult, lang: str = "ja", scenario_hint: bool = False) -> str:
    lines = [f"{_m(lang, 'question')}: {result.question}"]
    if result.game is None and result.hits:
        games = sorted({h.game for h in result.hits}, key=lambda g: -result.game_scores.get(g, 0))
        probs = ", ".join(f"{g} {result.game_scores.get(g, 0.0):.2f}" for g in games)
        lines.append(_m(lang, "pooled").format(games=probs) + f" ({_m(lang, 'specify')}):")
        for h in result.hits:
            lines += hit_lines(h, lang, f"{h.rank}. ")
        return "\n".join(lines)
    if result.game is None:
        lines.append(_m(lang, "not_inferred") + f" ({_m(lang, 'specify')}):")
        for h in result.per_game:
            p = result.game_scores.get(h.game, 0.0)
            lines += hit_lines(h, lang, f"{h.game} ({p:.2f}) ")
        if not result.per_game:
            lines.append(_m(lang, "no_hits"))
        return "\n".join(lines)
    game = f"{_m(lang, 'game')}: {result.game} {result.version}"
    if result.inferred:
        game += f" ({_m(lang, 'inferred')}: {result.game_scores.get(result.game, 0.0):.2f})"
    lines.append(game)
    if not result.hits:
        lines.append(_m(lang, "no_hits"))
    for h in result.hits:
        lines += hit_lines(h, lang, f"{h.rank}. ")
    if scenario_hint and result.hits:
        lines.append("")
        lines.append(_m(lang, "scenario"))
    return "\n".join(lines)
