"""Rules document parsers: one shared pipeline, a number format per family.

text → segment() → assemble() → ParsedDocument(clauses, anomalies, changelog)
"""

from __future__ import annotations

from kb.model import NUMBERED_KINDS, Anomaly, ParsedDocument
from kb.parse.assemble import assemble
from kb.parse.changelog import parse_changelog
from kb.parse.checks import odd_negations, possible_contradictions
from kb.parse.numbering import FAMILIES
from kb.parse.segment import segment


class ParseError(ValueError):
    """The input cannot be read as a rules document at all."""


def parse_document(text: str, game: str, family: str) -> ParsedDocument:
    if family not in FAMILIES:
        raise ParseError(f"unknown document format {family!r} (known: {', '.join(FAMILIES)})")
    fam = FAMILIES[family]
    segments, anomalies = segment(text, fam)
    assembly = assemble(segments, fam, anomalies)
    changelog = parse_changelog(assembly.changelog_segments)
    assembly.anomalies.extend(possible_contradictions(assembly.clauses))
    assembly.anomalies.extend(odd_negations(assembly.clauses))
    if not any(c.kind in NUMBERED_KINDS for c in assembly.clauses):
        assembly.anomalies.append(
            Anomaly(
                1,
                "no_clauses",
                "no numbered clause found in the document",
                detail_ja="文書に番号付きの条項が見つからない",
            )
        )
    if assembly.changelog_segments:
        first = assembly.changelog_segments[0]
        anomalies_out = assembly.anomalies
        anomalies_out.append(
            Anomaly(
                first.line,
                "changelog",
                f"changelog ({len(assembly.changelog_segments)} lines, {len(changelog)} entries) "
                "stored in the changelog table, not as clauses",
                detail_ja=f"更新履歴（{len(assembly.changelog_segments)} 行、{len(changelog)} 件）は"
                "条項ではなく changelog 表に格納",
            )
        )
    return ParsedDocument(
        game=game, clauses=assembly.clauses, anomalies=assembly.anomalies, changelog=changelog
    )
