import { describe, expect, it } from 'vitest';
import { parseReturnFile } from './return-file.ts';

const camt = (txs: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>RET-1</MsgId><CreDtTm>2026-12-05T10:00:00</CreDtTm></GrpHdr>
    <Ntfctn><Id>N1</Id><Ntry><Amt Ccy="EUR">27.50</Amt><CdtDbtInd>DBIT</CdtDbtInd><RvslInd>true</RvslInd>
      <NtryDtls>${txs}</NtryDtls></Ntry></Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>`;
const txDtls = (e2e: string, amount: string, reason: string) =>
  `<TxDtls><Refs><MsgId>X</MsgId><EndToEndId>${e2e}</EndToEndId><MndtId>M-1</MndtId></Refs>
   <AmtDtls><TxAmt><Amt Ccy="EUR">${amount}</Amt></TxAmt></AmtDtls>
   <RtrInf><Rsn><Cd>${reason}</Cd></Rsn><AddtlInf>Konto erloschen</AddtlInf></RtrInf></TxDtls>`;

describe('parseReturnFile', () => {
  it('reads every TxDtls of a camt.054 with end-to-end id, amount and reason', () => {
    expect(parseReturnFile(camt(txDtls('R1-AAA', '15.00', 'AC04') + txDtls('R2-BBB', '12.50', 'MD06')))).toEqual({
      format: 'camt.054',
      lines: [
        { endToEndId: 'R1-AAA', amountCents: 1500, reasonCode: 'AC04' },
        { endToEndId: 'R2-BBB', amountCents: 1250, reasonCode: 'MD06' },
      ],
    });
  });

  it('reads a camt.054 with namespace prefixes and a proprietary reason', () => {
    const xml = `<n:Document xmlns:n="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"><n:BkToCstmrDbtCdtNtfctn><n:Ntfctn><n:Ntry><n:NtryDtls>
      <n:TxDtls><n:Refs><n:EndToEndId>R7-X</n:EndToEndId></n:Refs><n:Amt Ccy="EUR">7.00</n:Amt><n:RtrInf><n:Rsn><n:Prtry>901</n:Prtry></n:Rsn></n:RtrInf></n:TxDtls>
      </n:NtryDtls></n:Ntry></n:Ntfctn></n:BkToCstmrDbtCdtNtfctn></n:Document>`;
    expect(parseReturnFile(xml)?.lines).toEqual([{ endToEndId: 'R7-X', amountCents: 700, reasonCode: '901' }]);
  });

  it.each([
    ['semicolons with a header', 'EndToEndId;Amount;Reason\nR1-AAA;15,00;AC04\nR2-BBB;12.50;MD06\n'],
    ['commas, CRLF and quotes', '"R1-AAA",15.00,"AC04"\r\n"R2-BBB",12.50,MD06'],
    ['tabs and a byte-order mark', '\uFEFFR1-AAA\t15.00\tAC04\nR2-BBB\t12,50\tMD06'],
  ])('reads a CSV: %s', (_, text) => {
    expect(parseReturnFile(text)).toEqual({
      format: 'csv',
      lines: [
        { endToEndId: 'R1-AAA', amountCents: 1500, reasonCode: 'AC04' },
        { endToEndId: 'R2-BBB', amountCents: 1250, reasonCode: 'MD06' },
      ],
    });
  });

  it('accepts a CSV row without amount and reason', () => {
    expect(parseReturnFile('R1-AAA')).toEqual({ format: 'csv', lines: [{ endToEndId: 'R1-AAA', amountCents: null, reasonCode: null }] });
  });

  it.each([
    ['an empty file', ''],
    ['other XML', '<html><body>hi</body></html>'],
    ['a camt.054 without transaction details', camt('')],
    ['a CSV with a broken amount after the header', 'id;amount\nR1;abc'],
  ])('answers null for %s', (_, text) => expect(parseReturnFile(text)).toBeNull());
});
