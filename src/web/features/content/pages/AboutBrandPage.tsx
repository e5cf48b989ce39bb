import { ArticlesView } from '../components/ArticlesView';

export default function AboutBrandPage() {
  return <ArticlesView title="品牌宣传" category="brand" galleryTitle="品牌图集" />;
}
