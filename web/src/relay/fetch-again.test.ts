import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from "relay-runtime";
import { describe, expect, it } from "vitest";
import { oneAtATime } from "../app/one-at-a-time";
import pitchPageQuery from "../pages/__generated__/PitchPageQuery.graphql";
import { fetchAgain } from "./fetch-again";

function siteConfig(whatsappNumber: string): GraphQLResponse {
  return { data: { siteConfig: { providerPhone: "+91 98765 43210", whatsappNumber } } };
}

describe("fetchAgain", () => {
  it("asks the network again when a refresh is wanted while one is in flight: the newer answer is not lost", async () => {
    const answers: Array<(response: GraphQLResponse) => void> = [];
    const environment = new Environment({
      network: Network.create(() =>
        Observable.create<GraphQLResponse>((sink) => {
          answers.push((response) => {
            sink.next(response);
            sink.complete();
          });
        }),
      ),
      store: new Store(new RecordSource()),
    });
    const schedule = oneAtATime();
    const refresh = () => schedule((done) => fetchAgain(environment, pitchPageQuery, {}, done));

    refresh();
    refresh(); // Something changed again while the first answer is on its way.
    expect(answers).toHaveLength(1);
    answers[0]!(siteConfig("old"));
    await Promise.resolve();
    // A second request, not the first one's answer replayed.
    expect(answers).toHaveLength(2);
    answers[1]!(siteConfig("new"));
    await Promise.resolve();
    expect(environment.getStore().getSource().get("client:root:siteConfig")?.whatsappNumber).toBe("new");
  });
});
