package svcgateway.interop;

import java.util.Arrays;

/**
 * The grpc-java program of the interop tests. Commands:
 * <pre>
 *   processor --host 127.0.0.1 -p PORT -e EVENTS   hosts `java-fixture` (MTAP's processor server
 *                                                   options), prints "READY &lt;port&gt;"
 *   client                                          calls what JSON lines on stdin ask, answers
 *                                                   each as a JSON line
 *   check                                           loads the SDK and grpc-java, prints "ok"
 * </pre>
 */
public final class Main {
  private Main() {
  }

  public static void main(String[] args) throws Exception {
    String command = args.length > 0 ? args[0] : "";
    String[] rest = Arrays.copyOfRange(args, Math.min(1, args.length), args.length);
    switch (command) {
      case "processor":
        InteropProcessor.serve(rest);
        break;
      case "client":
        new ClientDriver().run();
        break;
      case "check":
        Class.forName("edu.umn.nlpie.mtap.processing.ProcessorServer");
        Class.forName("io.grpc.netty.shaded.io.grpc.netty.NettyChannelBuilder");
        System.out.println("ok");
        break;
      default:
        System.err.println("usage: grpc-java-fixture processor [MTAP processor options] | client | check");
        System.exit(2);
    }
  }
}
